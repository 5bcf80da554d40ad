import { useLocalText } from '../common/useLocalText';

/** Texts of the 'Historique' tab, loaded with the forms. */
const fr = {
  tab: 'Historique',
  details: 'Fiche',
  heading: 'Historique des modifications',
  empty: 'Aucune modification enregistrée pour le moment',
  load_error: 'Impossible de charger l’historique',
  by: 'par %{who}',
  nobody: 'le système',
  via_import: 'import « %{file} »',
  action: { create: 'Création', update: 'Modification', delete: 'Suppression' },
  empty_value: '(vide)',
  more: 'Afficher plus',
};

type Messages = typeof fr;

const en: Messages = {
  tab: 'History',
  details: 'Details',
  heading: 'Change history',
  empty: 'No change recorded yet',
  load_error: 'The history could not be loaded',
  by: 'by %{who}',
  nobody: 'the system',
  via_import: 'import “%{file}”',
  action: { create: 'Created', update: 'Changed', delete: 'Deleted' },
  empty_value: '(empty)',
  more: 'Show more',
};

export function useHistoryText() {
  return useLocalText<Messages>(fr, en);
}
