import { PRODUCT_TYPES } from './catalogue-rules';

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
} as const;
