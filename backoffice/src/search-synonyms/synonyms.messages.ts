import { useLocalText } from '../common/useLocalText';

/** Texts of the search synonyms' screens, loaded with them (not in i18n/fr.ts: the first screen's budget). */
const fr = {
  title: 'Synonymes de la recherche',
  intro:
    'Deux façons de dire la même chose : une recherche de l’un trouve aussi ce que l’autre trouve (« on grid » ~ « onduleur réseau »). La boutique en tient compte dès l’enregistrement.',
  term: 'Terme',
  equivalent: 'Équivalent',
  search: 'Rechercher un synonyme',
  search_hint: 'Terme ou équivalent',
  add: 'Nouveau synonyme',
  create_title: 'Nouveau synonyme',
  edit_title: 'Modifier le synonyme',
  create: 'Créer',
  update: 'Mettre à jour',
  empty: 'Aucun synonyme enregistré',
  term_help: 'Ce qu’un installateur tape (ex. « on grid »)',
  equivalent_help: 'Ce que le catalogue écrit (ex. « onduleur réseau »)',
  delete_title: 'Supprimer le synonyme',
  delete_confirm: 'Supprimer le synonyme « %{name} » ? La recherche ne le lira plus.',
  created: 'Synonyme créé avec succès',
  updated: 'Synonyme mis à jour avec succès',
  deleted: 'Synonyme supprimé avec succès',
  load_error: 'Impossible de charger les synonymes',
  create_error: 'Impossible de créer le synonyme',
  update_error: 'Impossible de mettre à jour le synonyme',
  edit_label: 'Modifier %{name}',
  delete_label: 'Supprimer %{name}',
};

const en: typeof fr = {
  title: 'Search synonyms',
  intro:
    'Two ways of saying one thing: a search for either also finds what the other finds (“on grid” ~ “onduleur réseau”). The shop follows a change as soon as it is saved.',
  term: 'Term',
  equivalent: 'Equivalent',
  search: 'Search synonyms',
  search_hint: 'Term or equivalent',
  add: 'New synonym',
  create_title: 'New synonym',
  edit_title: 'Edit synonym',
  create: 'Create',
  update: 'Update',
  empty: 'No synonym yet',
  term_help: 'What an installer types (e.g. “on grid”)',
  equivalent_help: 'What the catalogue says (e.g. “onduleur réseau”)',
  delete_title: 'Delete synonym',
  delete_confirm: 'Delete the synonym “%{name}”? Search will no longer read it.',
  created: 'Synonym created',
  updated: 'Synonym updated',
  deleted: 'Synonym deleted',
  load_error: 'Could not load the synonyms',
  create_error: 'Could not create the synonym',
  update_error: 'Could not update the synonym',
  edit_label: 'Edit %{name}',
  delete_label: 'Delete %{name}',
};

export function useSynonymText() {
  return useLocalText(fr, en);
}
