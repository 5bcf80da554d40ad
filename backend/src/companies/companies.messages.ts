/** Every user-facing French text of the companies module, in one place. */
export const COMPANY_MESSAGES = {
  required: 'Ce champ est obligatoire',
  text: 'Ce champ doit être un texte',
  tooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  address: 'L’adresse doit être un objet (ligne 1, code postal, ville, pays)',
  siret: 'SIRET invalide : 14 chiffres dont la clé de contrôle doit être juste',
  vatNumber: 'Numéro de TVA intracommunautaire invalide (préfixe du pays de l’UE, format ou clé)',
  vatOfAnotherSiren: 'Ce numéro de TVA français ne correspond pas au SIREN du SIRET (9 premiers chiffres)',
  postalCode: 'Code postal invalide (5 chiffres en France)',
  country: 'Pays invalide : code ISO à deux lettres d’un pays desservi (FR, BE, DE…)',
} as const;
