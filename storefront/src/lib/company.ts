import { SELLER } from '@stockwatt/shared';

export const company = {
  ...SELLER,
  phone: (import.meta.env.VITE_CONTACT_PHONE as string | undefined) ?? '+33 1 84 60 42 17',
  phoneHref: 'tel:+33184604217',
  chatUrl: (import.meta.env.VITE_CHAT_URL as string | undefined) ?? 'https://wa.me/33184604217',
  privacyEmail: 'dpo@stockwatt.fr',
  centres: { france: ['Lille', 'Bordeaux'], netherlands: ['Rotterdam'] },
  /** Fallback only: the professional space reads the brands from the catalogue facets. */
  brands: ['Pylontech', 'Deye', 'Victron Energy', 'Enphase', 'Hoymiles', 'DMEGC'],
};
