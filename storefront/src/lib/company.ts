export const company = {
  name: 'Stockwatt SAS',
  phone: (import.meta.env.VITE_CONTACT_PHONE as string | undefined) ?? '+33 1 84 60 42 17',
  phoneHref: 'tel:+33184604217',
  chatUrl: (import.meta.env.VITE_CHAT_URL as string | undefined) ?? 'https://wa.me/33184604217',
  email: 'contact@stockwatt.fr',
  privacyEmail: 'dpo@stockwatt.fr',
  address: '48 rue de la Victoire, 75009 Paris',
  rcs: 'RCS Paris 912 345 678',
  siret: '912 345 678 00014',
  vat: 'FR 27 912345678',
  capital: '100 €',
  president: 'Julien Morel',
  centres: { france: ['Lille', 'Bordeaux'], netherlands: ['Rotterdam'] },
  /** Fallback only: the professional space reads the brands from the catalogue facets. */
  brands: ['Pylontech', 'Deye', 'Victron Energy', 'Enphase', 'Hoymiles', 'DMEGC'],
};
