import {
  catalogueApiPath,
  catalogueQueryFromShopSearch,
  routeParamsValid,
  storefrontRoute,
  type CataloguePage,
  type ProductDetail,
  type StorefrontRouteId,
} from '@stockwatt/shared';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { api } from './api/client';
import { Layout } from './components/Layout';
import Home from './features/catalogue/Home';

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

/**
 * A public API answer: on the server, the one its route resolver read (null when it read none:
 * the browser then asks); in the browser, from the API.
 */
async function answer<T>(context: unknown, path: string): Promise<T | null> {
  const answers = (context as ServerAnswers | undefined)?.answers;
  if (answers) return (answers[path] as T | undefined) ?? null;
  return api<T>(path);
}

export interface HomeData {
  /** The API path the page answers (its search, filters, sort and page), so the catalogue knows what it has. */
  request: string;
  page: CataloguePage | null;
}

export type ProductData = { state: 'ok'; product: ProductDetail } | { state: 'notfound'; product: null };

async function homeLoader({ request, context }: LoaderFunctionArgs): Promise<HomeData> {
  const path = catalogueApiPath(catalogueQueryFromShopSearch(new URL(request.url).searchParams));
  // A failure is the catalogue's own to tell (a toast and a retry), not the route's.
  return { request: path, page: await answer<CataloguePage>(context, path).catch(() => null) };
}

async function productLoader({ params, context }: LoaderFunctionArgs): Promise<ProductData> {
  if (!routeParamsValid(params)) return { state: 'notfound', product: null };
  // As before the router: a product that cannot be read is shown as not found.
  const product = await answer<ProductDetail>(context, `/products/${params.id}`).catch(() => null);
  return product ? { state: 'ok', product } : { state: 'notfound', product: null };
}

const path = (id: StorefrontRouteId) => storefrontRoute(id).path;

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    children: [
      {
        id: 'home',
        index: true,
        element: <Home />,
        loader: homeLoader,
        // The catalogue asks for the next page itself as the search changes (useCatalogue).
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      },
      {
        id: 'product',
        path: path('product'),
        loader: productLoader,
        lazy: () => import('./features/product/ProductPage').then((m) => ({ Component: m.default })),
      },
      { id: 'quote', path: path('quote'), lazy: () => import('./features/quote/QuotePage').then((m) => ({ Component: m.default })) },
      { id: 'login', path: path('login'), lazy: () => import('./features/auth/LoginPage').then((m) => ({ Component: m.default })) },
      {
        id: 'reset',
        path: path('reset'),
        lazy: () => import('./features/auth/ResetPasswordPage').then((m) => ({ Component: m.default })),
      },
      {
        id: 'confirm',
        path: path('confirm'),
        lazy: () => import('./features/auth/ConfirmEmailPage').then((m) => ({ Component: m.default })),
      },
      { id: 'pro', path: path('pro'), lazy: () => import('./features/pro/ProRoute') },
      {
        id: 'offer',
        path: path('offer'),
        lazy: () => import('./features/offers/QuoteThreadPage').then((m) => ({ Component: m.default })),
      },
      {
        id: 'favourites',
        path: path('favourites'),
        lazy: () => import('./features/catalogue/FavouritesPage').then((m) => ({ Component: m.default })),
      },
      ...(['terms', 'privacy', 'mentions'] as const).map((doc): RouteObject => ({
        id: doc,
        path: path(doc),
        lazy: () => import('./features/legal/LegalPage').then((m) => ({ element: <m.default doc={doc} /> })),
      })),
      { id: 'not-found', path: '*', lazy: () => import('./NotFound').then((m) => ({ Component: m.default })) },
    ],
  },
];
