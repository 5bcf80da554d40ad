/** The shop's legal identity: the legal pages, the footer and every offer and order PDF print it. */
export const SELLER = {
  name: 'Stockwatt SAS',
  email: 'contact@stockwatt.fr',
  address: '48 rue de la Victoire, 75009 Paris',
  rcs: 'RCS Paris 912 345 678',
  siret: '912 345 678 00014',
  vat: 'FR 27 912345678',
  capital: '100 €',
  president: 'Julien Morel',
} as const;
