/** Every user-facing French text of the quotes module (spec sections 5 and 8), in one place. */
export const QUOTE_MESSAGES = {
  required: 'Veuillez remplir tous les champs obligatoires',
  clientType: 'Le type de client doit être « particulier » ou « entreprise »',
  email: 'Adresse email invalide',
  phone: 'Numéro de téléphone invalide',
  text: 'Ce champ doit être un texte',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  items: 'La liste des articles est invalide',
  tooManyItems: (max: number) => `Un devis ne peut pas contenir plus de ${max} lignes`,
  productId: 'Identifiant de produit invalide',
  quantity: 'La quantité doit être un entier de 1 à 10000',
  unitPrice: 'Le prix unitaire doit être un nombre positif',
  idempotencyKey: 'En-tête Idempotency-Key invalide (1 à 200 caractères imprimables)',
  invalidBody: 'Corps de requête invalide',
  notFound: 'Demande de devis non trouvée',
  alreadySending: 'Cette demande de devis est déjà en cours d’envoi',
  notHandleable: 'Cette demande de devis ne peut pas être marquée comme traitée dans son état actuel',
  noFormService: 'Aucun service de formulaire n’est configuré (FORM_SERVICE_URL) : la demande reste stockée',
  // Delivery errors kept in last_error (shown in the back office)
  formServiceUnreachable: (reason: string) => `Service de formulaire injoignable : ${reason}`,
  formServiceTimeout: (ms: number) => `pas de réponse en ${ms} ms`,
  formServiceStatus: (status: number) => `Service de formulaire : HTTP ${status}`,
  tooManyRequests: 'Trop de demandes de devis envoyées, veuillez réessayer dans une minute',
} as const;

