/** French texts of the search synonyms' administration. */
export const SEARCH_SYNONYM_MESSAGES = {
  notFound: 'Synonyme non trouvé',
  termRequired: 'Le terme est obligatoire',
  equivalentRequired: 'L’équivalent est obligatoire',
  termNoWord: 'Le terme doit contenir au moins un mot que la recherche lit (lettres ou chiffres)',
  equivalentNoWord: 'L’équivalent doit contenir au moins un mot que la recherche lit (lettres ou chiffres)',
  sameWords: 'L’équivalent doit différer du terme (majuscules, accents et ponctuation mis à part)',
  duplicate: 'Ces deux termes sont déjà synonymes',
} as const;
