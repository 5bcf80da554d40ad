/** French texts of reviews (spec sections 5 and 8). */
export const REVIEW_MESSAGES = {
  required: 'Veuillez remplir tous les champs',
  ratingRange: 'La note doit être un entier de 1 à 5',
  notFound: 'Avis non trouvé',
  received: 'Avis reçu : il paraîtra sur la fiche produit une fois validé par notre équipe',
  statusInvalid: 'Statut invalide : pending, accepted ou rejected',
  idsRequired: 'Liste d’identifiants attendue : filter={"id":[…]}',
  tooManyIds: (max: number) => `${max} avis au plus par modération groupée`,
  tooManyForProduct: (seconds: number) => `Vous avez déjà laissé un avis sur ce produit. Veuillez réessayer dans ${duration(seconds)}.`,
} as const;

function duration(seconds: number): string {
  if (seconds >= 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} heure${hours > 1 ? 's' : ''}`;
  }
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes > 1 ? 's' : ''}`;
  }
  return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
}
