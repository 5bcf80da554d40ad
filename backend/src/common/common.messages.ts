/** French texts of the errors every module shares (request shape, database refusals, access). */
export const COMMON_MESSAGES = {
  invalidRequest: 'Requête invalide',
  invalidId: 'identifiant invalide',
  invalidJson: 'JSON invalide',
  invalidRange: 'intervalle invalide, attendu [début, fin]',
  filterNotObject: 'objet attendu',
  invalidDay: 'date attendue au format AAAA-MM-JJ (un jour du calendrier)',
  sortOn: (fields: readonly string[]) => `tri possible sur ${fields.join(', ')}`,
  invalidJsonBody: 'Corps de requête JSON invalide',
  nulCharacter: 'caractère nul interdit',
  controlCharacter: 'caractères de contrôle interdits',
  invalidUnicode: 'texte Unicode invalide (caractère isolé ou mal encodé)',
  tooDeep: (levels: number) => `imbrication trop profonde (${levels} niveaux au plus)`,
  tooLarge: 'Requête trop volumineuse',
  unsupportedMediaType: 'Type de contenu non pris en charge',
  internal: 'Erreur interne du serveur',
  duplicateValue: 'Cette valeur existe déjà',
  unknownReference: 'Référence à un enregistrement inexistant',
  invalidValue: 'Valeur invalide',
  outOfRange: 'Valeur hors limites',
  tooLong: 'Valeur trop longue',
  authRequired: 'Authentification requise',
  forbidden: 'Accès refusé',
} as const;

/**
 * French texts for class-validator's built-in checks, by constraint name, for the fields whose
 * decorator gives no message of its own; `n` is the bound the check was given.
 */
export const CONSTRAINT_MESSAGES: Record<string, (n: string) => string> = {
  min: (n) => `doit être supérieur ou égal à ${n}`,
  max: (n) => `doit être inférieur ou égal à ${n}`,
  minLength: (n) => `doit contenir au moins ${n} caractères`,
  maxLength: (n) => `ne doit pas dépasser ${n} caractères`,
  arrayMinSize: (n) => `doit contenir au moins ${n} éléments`,
  arrayMaxSize: (n) => `ne doit pas contenir plus de ${n} éléments`,
  isIn: (n) => `doit être l'une des valeurs : ${n}`,
  isEnum: (n) => `doit être l'une des valeurs : ${n}`,
  isInt: () => 'doit être un nombre entier',
  isNumber: () => 'doit être un nombre',
  isString: () => 'doit être un texte',
  isBoolean: () => 'doit être vrai ou faux',
  isNotEmpty: () => 'est obligatoire',
  isDefined: () => 'est obligatoire',
  isObject: () => 'doit être un objet',
  isArray: () => 'doit être une liste',
  isEmail: () => 'doit être une adresse email valide',
  isUrl: () => 'doit être une adresse URL valide',
  isUuid: () => 'doit être un identifiant UUID valide',
  isDateString: () => 'doit être une date valide',
  isIso8601: () => 'doit être une date valide',
};
