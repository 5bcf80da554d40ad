import {
  catalogueApiPath,
  catalogueQueryFromShopSearch,
  routeParamsValid,
  storefrontRoute,
  type CataloguePage,
  type ProductDetail,
  type RefusedAnswer,
  type StorefrontRouteId,
} from '@stockwatt/shared';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { api, ApiError, isRefusedRequest } from './api/client';
import { Layout } from './components/Layout';

/**
 * The router's routes: paths from the shared route table (@stockwatt/shared storefront-routes,
 * which the server's page handler reads too), loaders for the pages whose first screen shows API
 * data, and each other page as a chunk of its own. The same table runs in the browser
 * (createBrowserRouter, boot.tsx) and on the server (createStaticHandler, entry-server.tsx).
 */

/** What the server hands the loaders: the API answers its route resolver read, by API path. */
export interface ServerAnswers {
  answers: Record<string, unknown>;
}

const isRefusal = (value: unknown): value is RefusedAnswer => typeof value === 'object' && value !== null && 'refused' in value;

/**
 * A public API answer: on the server, the one its route resolver read (null when it read none:
 * the browser then asks); in the browser, from the API. A path the API refuses throws its 400 on
 * both sides.
 */
async function answer<T>(context: unknown, path: string): Promise<T | null> {
  const answers = (context as ServerAnswers | undefined)?.answers;
  if (!answers) return api<T>(path);
  const read = answers[path];
  if (isRefusal(read)) throw new ApiError(400, Object.values(read.refused).join(' '), read.refused);
  return (read as T | undefined) ?? null;
}

export interface HomeData {
  /** The API path the page answers (its search, filters, sort and page), so the catalogue knows what it has. */
  request: string;
  page: CataloguePage | null;
  /** The API refuses what the address asks for: the catalogue says so instead of loading it. */
  refused?: boolean;
}

export type ProductData = { state: 'ok'; product: ProductDetail } | { state: 'notfound'; product: null };

async function homeLoader({ request, context }: LoaderFunctionArgs): Promise<HomeData> {
  const path = catalogueApiPath(catalogueQueryFromShopSearch(new URL(request.url).searchParams));
  // A failure is the catalogue's own to tell (a toast and a retry, or why it is refused), not the route's.
  try {
    return { request: path, page: await answer<CataloguePage>(context, path) };
  } catch (e) {
    return { request: path, page: null, refused: isRefusedRequest(e) };
  }
}

async function productLoader({ params, context }: LoaderFunctionArgs): Promise<ProductData> {
  if (!routeParamsValid(params)) return { state: 'notfound', product: null };
  // As before the router: a product that cannot be read is shown as not found.
  const product = await answer<ProductDetail>(context, `/products/${params.id}`).catch(() => null);
  return product ? { state: 'ok', product } : { state: 'notfound', product: null };
}

const path = (id: StorefrontRouteId) => storefrontRoute(id).path;

/**
 * The pages loaded on demand, one chunk each, by file. A route names its file in `handle.module`
 * (the file's key in the client build's manifest), so the server preloads the chunk of the page it
 * renders with the app's (the API's storefront/document.ts): the browser has it when the app starts
 * instead of asking for it then (a round trip and its transfer before hydration). The home page
 * too: in the app's chunk, its hero and catalogue were 5 kB of brotli that every other page's
 * first visit downloaded before it could hydrate (a product page on Slow 4G answered 40 ms later).
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  './features/catalogue/Home.tsx',
  './features/product/ProductPage.tsx',
  './features/quote/QuotePage.tsx',
  './features/auth/LoginPage.tsx',
  './features/auth/ResetPasswordPage.tsx',
  './features/auth/ConfirmEmailPage.tsx',
  './features/pro/ProRoute.tsx',
  './features/offers/QuoteThreadPage.tsx',
  './features/catalogue/FavouritesPage.tsx',
  './features/legal/LegalPage.tsx',
  './NotFound.tsx',
]);

export interface PageHandle {
  /** The page's file as the client build's manifest names it (`src/…`). */
  module: string;
}

/** A route's lazy page: its module's default export as the route's component, unless `toRoute` says otherwise. */
function page(
  file: string,
  toRoute: (m: Record<string, unknown>) => Omit<RouteObject, 'index' | 'children'> = (m) => ({ Component: m.default as ComponentType }),
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: () => pageModules[file]().then(toRoute) as ReturnType<LazyRouteFunction<RouteObject>>,
    handle: { module: `src${file.slice(1)}` } satisfies PageHandle,
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    children: [
      {
        id: 'home',
        index: true,
        loader: homeLoader,
        ...page('./features/catalogue/Home.tsx'),
        // The catalogue asks for the next page itself as the search changes (useCatalogue).
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      },
      { id: 'product', path: path('product'), loader: productLoader, ...page('./features/product/ProductPage.tsx') },
      { id: 'quote', path: path('quote'), ...page('./features/quote/QuotePage.tsx') },
      { id: 'login', path: path('login'), ...page('./features/auth/LoginPage.tsx') },
      { id: 'reset', path: path('reset'), ...page('./features/auth/ResetPasswordPage.tsx') },
      { id: 'confirm', path: path('confirm'), ...page('./features/auth/ConfirmEmailPage.tsx') },
      // A route module of its own (its `Component`).
      { id: 'pro', path: path('pro'), ...page('./features/pro/ProRoute.tsx', (m) => m) },
      { id: 'offer', path: path('offer'), ...page('./features/offers/QuoteThreadPage.tsx') },
      { id: 'favourites', path: path('favourites'), ...page('./features/catalogue/FavouritesPage.tsx') },
      ...(['terms', 'privacy', 'mentions'] as const).map((doc): RouteObject => ({
        id: doc,
        path: path(doc),
        ...page('./features/legal/LegalPage.tsx', (m) => {
          const Legal = m.default as ComponentType<{ doc: typeof doc }>;
          return { element: <Legal doc={doc} /> };
        }),
      })),
      { id: 'not-found', path: '*', ...page('./NotFound.tsx') },
    ],
  },
];
