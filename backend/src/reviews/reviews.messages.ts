/** French texts of reviews (spec sections 5 and 8). */
export const REVIEW_MESSAGES = {
  required: 'Veuillez remplir tous les champs',
  ratingRange: 'La note doit être un entier de 1 à 5',
  notFound: 'Avis non trouvé',
  published: 'Avis publié avec succès !',
} as const;
