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

/** The offer PDF's texts (offer-pdf.ts), in French as the shop's documents are. */
export const OFFER_PDF_TEXTS = {
  title: (number: string | null) => (number ? `Devis ${number}` : 'Devis (brouillon)'),
  version: (n: number) => `Version ${n}`,
  sentOn: (date: string) => `Émis le ${date}`,
  validUntil: (date: string) => `Valable jusqu’au ${date}`,
  buyer: 'Client',
  columns: ['Réf.', 'Désignation', 'Qté', 'PU HT', 'Remise', 'Total HT'],
  goods: 'Total marchandises HT',
  delivery: 'Livraison HT',
  freeDelivery: 'Livraison (offerte)',
  totalHt: 'Total HT',
  vat: 'TVA 20 %',
  totalTtc: 'Total TTC',
  note: 'Remarque',
  terms:
    'Offre soumise à nos conditions générales de vente, acceptée en ligne depuis votre espace professionnel ou le lien reçu par email. ' +
    'Paiement à 30 jours date de facture. Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.',
  legal: (s: { name: string; capital: string; address: string; rcs: string; siret: string; vat: string }) =>
    `${s.name}, société par actions simplifiée au capital de ${s.capital}. Siège social : ${s.address}. ${s.rcs} — SIRET ${s.siret} — TVA intracommunautaire ${s.vat}.`,
  companyIds: (siret: string, vat: string | null) => `SIRET ${siret}${vat ? ` — TVA ${vat}` : ''}`,
} as const;
