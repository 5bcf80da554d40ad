import { useLocalText } from '../common/useLocalText';

/** Texts of the suppliers' screens, loaded with them (not in i18n/fr.ts: the first screen's budget). */
const fr = {
  title: 'Gestion des Fournisseurs',
  add: 'Nouveau fournisseur',
  create_title: 'Nouveau fournisseur',
  edit_title: 'Modifier le fournisseur',
  create: 'Créer',
  update: 'Mettre à jour',
  empty: 'Aucun fournisseur enregistré',
  delete_title: 'Supprimer le fournisseur',
  delete_confirm: 'Êtes-vous sûr de vouloir supprimer « %{name} » ? Cette action est irréversible.',
  created: 'Fournisseur créé avec succès',
  updated: 'Fournisseur mis à jour avec succès',
  deleted: 'Fournisseur supprimé avec succès',
  load_error: 'Impossible de charger les fournisseurs',
  create_error: 'Impossible de créer le fournisseur',
  update_error: 'Impossible de mettre à jour le fournisseur',
  edit_label: 'Modifier %{name}',
  delete_label: 'Supprimer %{name}',
};

const en: typeof fr = {
  title: 'Supplier management',
  add: 'New supplier',
  create_title: 'New supplier',
  edit_title: 'Edit supplier',
  create: 'Create',
  update: 'Update',
  empty: 'No supplier yet',
  delete_title: 'Delete supplier',
  delete_confirm: 'Are you sure you want to delete “%{name}”? This cannot be undone.',
  created: 'Supplier created',
  updated: 'Supplier updated',
  deleted: 'Supplier deleted',
  load_error: 'Could not load the suppliers',
  create_error: 'Could not create the supplier',
  update_error: 'Could not update the supplier',
  edit_label: 'Edit %{name}',
  delete_label: 'Delete %{name}',
};

export function useSupplierText() {
  return useLocalText(fr, en);
}
