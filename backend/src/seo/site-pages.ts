import { StaticPageKey } from './seo.messages';

/**
 * The storefront's fixed routes (storefront/src/App.tsx) as search engines should see them:
 * which are worth indexing (and listed in the sitemap) and which are private or one-off.
 */
export interface StaticPage {
  path: string;
  key: StaticPageKey;
  indexable: boolean;
}

export const STATIC_PAGES: StaticPage[] = [
  { path: '/', key: 'home', indexable: true },
  { path: '/conditions-generales', key: 'terms', indexable: true },
  { path: '/politique-confidentialite', key: 'privacy', indexable: true },
  { path: '/mentions-legales', key: 'mentions', indexable: true },
  { path: '/demande-devis', key: 'quote', indexable: true },
  { path: '/login', key: 'login', indexable: false },
  { path: '/favoris', key: 'favourites', indexable: false },
  { path: '/espace-pro', key: 'pro', indexable: false },
  { path: '/mot-de-passe', key: 'reset', indexable: false },
  { path: '/confirmer-email', key: 'confirm', indexable: false },
];

/** Home and the legal pages: the fixed part of the sitemap (products follow). */
export const SITEMAP_STATIC_PATHS = ['/', '/conditions-generales', '/politique-confidentialite', '/mentions-legales'];

/** Kept out of crawlers (robots.txt). */
export const DISALLOWED_PATHS = ['/admin', '/espace-pro', '/api/admin'];

export const productPath = (id: number) => `/product/${id}`;

/** The French page is the canonical one; the English one is the same path with `?lang=en`. */
export function localisedUrl(baseUrl: string, path: string, lang: 'fr' | 'en'): string {
  return `${baseUrl}${path}${lang === 'en' ? '?lang=en' : ''}`;
}
