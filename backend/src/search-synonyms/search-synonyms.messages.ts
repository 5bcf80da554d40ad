/** French texts of the search synonyms' administration. */
export const SEARCH_SYNONYM_MESSAGES = {
  notFound: 'Synonyme non trouvé',
  termRequired: 'Le terme est obligatoire',
  equivalentRequired: 'L’équivalent est obligatoire',
  noWord: 'doit contenir au moins un mot que la recherche lit (lettres ou chiffres)',
  sameWords: 'doit différer du terme',
  duplicate: 'Ces deux termes sont déjà synonymes',
} as const;
