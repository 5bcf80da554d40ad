import { STOREFRONT_ROUTES, StorefrontRoute } from '@stockwatt/shared';
import { StaticPageKey } from './seo.messages';

/**
 * The storefront's fixed routes (the shared route table, @stockwatt/shared storefront-routes.ts)
 * as search engines should see them: which are worth indexing and which are private or one-off.
 */
export interface StaticPage {
  path: string;
  key: StaticPageKey;
  indexable: boolean;
}

const isFixed = (route: StorefrontRoute) => !route.path.includes(':');

export const STATIC_PAGES: StaticPage[] = STOREFRONT_ROUTES.filter(isFixed).map((route) => ({
  path: route.path,
  key: route.id as StaticPageKey,
  indexable: route.indexable,
}));

/** Home and the legal pages, the fixed pages a crawler sees whole: the fixed part of the sitemap (products follow). */
export const SITEMAP_STATIC_PATHS = STOREFRONT_ROUTES.filter((r) => isFixed(r) && r.indexable && r.serverRendered).map((r) => r.path);

/** Kept out of crawlers (robots.txt). */
export const DISALLOWED_PATHS = ['/admin', '/espace-pro', '/devis/', '/api/admin'];

export { productPath } from '@stockwatt/shared';

/** The French page is the canonical one; the English one is the same path with `?lang=en`. */
export function localisedUrl(baseUrl: string, path: string, lang: 'fr' | 'en'): string {
  return `${baseUrl}${path}${lang === 'en' ? '?lang=en' : ''}`;
}
