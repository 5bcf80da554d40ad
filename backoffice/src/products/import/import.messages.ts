import { useLocalText } from '../../common/useLocalText';

/** Texts of the import dialog, loaded with it. */
const fr = {
  title: 'Importer des produits (CSV)',
  intro:
    'Le fichier reprend les colonnes de l’export du catalogue : chaque ligne est reliée à un produit par sa référence, créé s’il n’existe pas, mis à jour sinon. Rien n’est enregistré avant « Appliquer ».',
  template: 'Télécharger le modèle (export du catalogue)',
  template_error: 'Le modèle n’a pas pu être téléchargé',
  choose: 'Choisir un fichier CSV',
  file_label: 'Fichier CSV à importer',
  analysing: 'Analyse du fichier…',
  summary: '%{total} lignes : %{created} création(s), %{updated} mise(s) à jour, %{unchanged} inchangée(s), %{errors} en erreur',
  ignored: 'Colonnes ignorées : %{columns}',
  has_errors: 'Corrigez les lignes en erreur puis choisissez à nouveau le fichier : l’import se fait en entier ou pas du tout.',
  nothing: 'Aucune modification à appliquer.',
  more: '… et %{count} autres lignes (non affichées)',
  preview: 'Aperçu de l’import',
  col_line: 'Ligne',
  col_reference: 'Référence',
  col_action: 'Action',
  col_detail: 'Détail',
  action: { create: 'Création', update: 'Mise à jour', unchanged: 'Inchangé', error: 'Erreur' },
  empty_value: '(vide)',
  cancel: 'Annuler',
  apply: 'Appliquer',
  applied: 'Import appliqué : %{created} produit(s) créé(s), %{updated} mis à jour',
  failed: 'L’import a échoué',
};

type Messages = typeof fr;

const en: Messages = {
  title: 'Import products (CSV)',
  intro:
    'The file has the catalogue export’s columns: each row is matched to a product by its reference, created when missing, updated otherwise. Nothing is saved before “Apply”.',
  template: 'Download the template (catalogue export)',
  template_error: 'The template could not be downloaded',
  choose: 'Choose a CSV file',
  file_label: 'CSV file to import',
  analysing: 'Reading the file…',
  summary: '%{total} rows: %{created} to create, %{updated} to update, %{unchanged} unchanged, %{errors} with errors',
  ignored: 'Ignored columns: %{columns}',
  has_errors: 'Fix the rows with errors and choose the file again: the import is applied whole or not at all.',
  nothing: 'Nothing to apply.',
  more: '… and %{count} more rows (not shown)',
  preview: 'Import preview',
  col_line: 'Line',
  col_reference: 'Reference',
  col_action: 'Action',
  col_detail: 'Detail',
  action: { create: 'Create', update: 'Update', unchanged: 'Unchanged', error: 'Error' },
  empty_value: '(empty)',
  cancel: 'Cancel',
  apply: 'Apply',
  applied: 'Import applied: %{created} product(s) created, %{updated} updated',
  failed: 'The import failed',
};

export function useImportText() {
  return useLocalText<Messages>(fr, en);
}
