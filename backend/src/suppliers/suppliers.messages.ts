/** French texts of supplier administration. */
export const SUPPLIER_MESSAGES = {
  notFound: 'Fournisseur non trouvé',
  nameRequired: 'Le nom du fournisseur est obligatoire',
  emailInvalid: 'Adresse email invalide',
  websiteInvalid: 'Adresse de site web invalide',
} as const;
