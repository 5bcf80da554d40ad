/** French texts of the errors every module shares (request shape, database refusals, access). */
export const COMMON_MESSAGES = {
  invalidRequest: 'Requête invalide',
  invalidId: 'identifiant invalide',
  invalidJson: 'JSON invalide',
  invalidRange: 'intervalle invalide, attendu [début, fin]',
  filterNotObject: 'objet attendu',
  sortOn: (fields: readonly string[]) => `tri possible sur ${fields.join(', ')}`,
  invalidJsonBody: 'Corps de requête JSON invalide',
  tooLarge: 'Requête trop volumineuse',
  internal: 'Erreur interne du serveur',
  duplicateValue: 'Cette valeur existe déjà',
  unknownReference: 'Référence à un enregistrement inexistant',
  invalidValue: 'Valeur invalide',
  outOfRange: 'Valeur hors limites',
  tooLong: 'Valeur trop longue',
  authRequired: 'Authentification requise',
  forbidden: 'Accès refusé',
} as const;
