/**
 * The storefront's routes, once: the browser's router (storefront/src/routes.tsx), the server's
 * page handler, page heads and sitemap (backend/src/storefront, backend/src/seo) all read them
 * from here, so an address means the same page on both sides and an unknown one is a 404 on both.
 */
export type StorefrontRouteId =
  'home' | 'product' | 'quote' | 'offer' | 'login' | 'reset' | 'confirm' | 'pro' | 'favourites' | 'terms' | 'privacy' | 'mentions';

export interface StorefrontRoute {
  id: StorefrontRouteId;
  /** react-router's spelling: `/product/:id`. */
  path: string;
  /** Worth a search engine's time (no noindex); the sitemap lists the indexable fixed pages. */
  indexable: boolean;
  /** The server renders its first screen (the others need the visitor's session or a link's token). */
  serverRendered: boolean;
}

export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = [
  { id: 'home', path: '/', indexable: true, serverRendered: true },
  { id: 'product', path: '/product/:id', indexable: true, serverRendered: true },
  { id: 'terms', path: '/conditions-generales', indexable: true, serverRendered: true },
  { id: 'privacy', path: '/politique-confidentialite', indexable: true, serverRendered: true },
  { id: 'mentions', path: '/mentions-legales', indexable: true, serverRendered: true },
  { id: 'quote', path: '/demande-devis', indexable: true, serverRendered: false },
  { id: 'login', path: '/login', indexable: false, serverRendered: false },
  { id: 'favourites', path: '/favoris', indexable: false, serverRendered: false },
  { id: 'pro', path: '/espace-pro', indexable: false, serverRendered: false },
  { id: 'reset', path: '/mot-de-passe', indexable: false, serverRendered: false },
  { id: 'confirm', path: '/confirmer-email', indexable: false, serverRendered: false },
  // A quote's offers and messages: its owner's, or a link's (`?cle=`, mailed with each offer).
  { id: 'offer', path: '/devis/:id', indexable: false, serverRendered: false },
];

/** What a route's parameter must look like for the page to exist (a product's or a quote's id: 1 to 999,999,999). */
const PARAMETER_FORMS: Record<string, RegExp> = { id: /^[1-9]\d{0,8}$/ };

export function storefrontRoute(id: StorefrontRouteId): StorefrontRoute {
  return STOREFRONT_ROUTES.find((route) => route.id === id)!;
}

/**
 * The route an address (path only, a trailing slash allowed) shows, with its parameters; null for
 * an address the shop does not have, or a parameter of the wrong form (`/product/abc`): a 404.
 */
export function matchStorefrontRoute(pathname: string): { route: StorefrontRoute; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const route of STOREFRONT_ROUTES) {
    const pattern = route.path === '/' ? [] : route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      const name = part.slice(1);
      params[name] = segments[i];
      return PARAMETER_FORMS[name]?.test(segments[i]) ?? segments[i] !== '';
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * What the server's route resolver keeps, in place of an API answer, for a path the API would
 * refuse: the refused fields. The storefront's route loader reads it as the 400 the browser would get.
 */
export interface RefusedAnswer {
  refused: Record<string, string>;
}

export const productPath = (id: number | string) => `/product/${id}`;
/** A quote's page in the shop (its offers, messages and the buyer's answers); the mailed link adds `?cle=`. */
export const quoteThreadPath = (id: number | string) => `/devis/${id}`;

export type ShopLang = 'fr' | 'en';
/** The cookie that keeps a visitor's language choice, read by the server and written by the storefront. */
export const LANG_COOKIE = 'stockwatt_lang';
export const isShopLang = (value: unknown): value is ShopLang => value === 'fr' || value === 'en';

/**
 * The language a page is shown in, the same on the server (head and first screen) and in the
 * browser (the app's start), so hydration never meets another language: `?lang=` (the English
 * alternate announced with hreflang), then the visitor's choice (the cookie), then French.
 */
export function chooseShopLang(query: URLSearchParams, cookieValue: unknown): ShopLang {
  const asked = query.get('lang');
  if (isShopLang(asked)) return asked;
  return isShopLang(cookieValue) ? cookieValue : 'fr';
}

/** A route's parameters are of the form the route needs (the browser's router matches any segment). */
export function routeParamsValid(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([name, value]) => value !== undefined && (PARAMETER_FORMS[name]?.test(value) ?? true));
}
