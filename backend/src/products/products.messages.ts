import { PRODUCT_TYPES } from '@stockwatt/shared';

/** French texts of the catalogue and product administration (spec sections 5 and 8). */
export const PRODUCT_MESSAGES = {
  notFound: 'Produit non trouvé',
  nameRequired: 'Le nom du produit est obligatoire',
  referenceRequired: 'La référence est obligatoire',
  brandRequired: 'La marque est obligatoire',
  typeInvalid: `Le type doit être l'un de : ${PRODUCT_TYPES.join(', ')}`,
  pricePublicInvalid: 'Le prix public doit être un nombre (2 décimales)',
  statusInvalid: "Le statut doit être 'brouillon' ou 'publié'",
  documentNameRequired: 'Veuillez saisir un nom pour le document',
  importFileRequired: 'Veuillez joindre un fichier CSV (champ « file »)',
  importNotCsv: 'Format non pris en charge : envoyez un fichier CSV (le modèle est l’export du back office)',
  importXlsx: 'Les classeurs Excel ne sont pas pris en charge : enregistrez la feuille au format CSV',
  importUnreadable: (reason: string) => `Fichier CSV illisible : ${reason}`,
  importEmpty: 'Le fichier ne contient aucune ligne de produit',
  importTooManyRows: (max: number) => `Le fichier dépasse ${max} lignes : découpez-le`,
  importNoReference: 'La colonne « reference » est obligatoire (elle relie chaque ligne à un produit)',
  importDuplicateReference: (line: number) => `Référence déjà présente à la ligne ${line} du fichier`,
  importUnknownSupplier: 'Fournisseur inconnu',
  importInvalidJson: 'JSON invalide',
  importInvalidBoolean: 'Valeur attendue : oui ou non',
  importRefused: (rows: number) => `Import refusé : ${rows} ligne(s) en erreur, rien n’a été enregistré`,
  urlInvalid: 'L’adresse doit être une adresse http(s) ou un fichier de la boutique commençant par une seule « / » (/uploads/…)',
  videoUrlInvalid: 'La vidéo doit être une adresse http(s) ou un fichier déposé sur la boutique (/uploads/…)',
} as const;
