/** Every user-facing French text of offers, buyer answers and quote messages, in one place. */
export const OFFER_MESSAGES = {
  notFound: 'Offre non trouvée',
  quoteNotFound: 'Demande de devis non trouvée',
  accessDenied: 'Lien invalide ou accès refusé à cette demande de devis',
  draftExists: 'Un brouillon d’offre existe déjà pour cette demande : modifiez-le',
  notDraft: 'Seul un brouillon peut être modifié ou envoyé',
  noLines: 'L’offre doit contenir au moins une ligne',
  validUntilPast: 'La date de validité ne peut pas être passée',
  unknownProduct: 'Produit inconnu',
  labelRequired: 'Indiquez le libellé de la ligne (ou choisissez un produit)',
  quantity: 'La quantité doit être un entier de 1 à 100000',
  discount: 'La remise doit être comprise entre 0 et 100 %',
  validUntil: 'Date de validité invalide (AAAA-MM-JJ)',
  notAnswerable: 'Cette offre ne peut plus recevoir de réponse',
  expired: 'Cette offre a expiré : demandez une nouvelle version',
  acceptName: 'Indiquez vos nom et prénom pour accepter l’offre',
  acceptTerms: 'Vous devez accepter les conditions générales de vente',
  reasonRequired: 'Indiquez la raison de votre refus',
  messageRequired: 'Le message ne peut pas être vide',
  outOfStock: (name: string, available: number) =>
    `Stock insuffisant pour « ${name} » (${available} disponible${available > 1 ? 's' : ''}) : contactez-nous pour une nouvelle offre`,
  productGone: (name: string) => `« ${name} » n’est plus au catalogue : contactez-nous pour une nouvelle offre`,
} as const;
