import type { SeoLang } from './seo.messages';

/**
 * What the server knows about one storefront URL before the browser runs any JavaScript.
 * A route resolver (storefront-routes.ts) answers one of these from the database; the
 * document step (document.ts) turns it and the built index.html into the HTML sent.
 */
export interface StorefrontPage {
  /** HTTP status of the document: 200, or 404 for an unknown address or product. */
  status: number;
  /** The document's language (`<html lang>`) when not the template's French. */
  lang?: string;
  /** Replaces the template's <title> when set. */
  title?: string;
  /** Replaces the template's meta description when set. */
  description?: string;
  /** Further head elements (canonical, hreflang, Open Graph, JSON-LD…), built with the helpers of head-tags.ts. */
  head: string[];
  /**
   * Public API answers the first screen is rendered from, keyed by their path under /api
   * (`/products/23`): the storefront's route loaders read them on the server, and the browser
   * hydrates from the loaders' data (document.ts), so it does not ask for them again.
   */
  data: Record<string, unknown>;
}

export interface Preload {
  /** `modulepreload` for JavaScript modules (fetched and compiled, run when imported). */
  rel?: 'preload' | 'modulepreload';
  /** Absent for a responsive image (`imagesrcset`): browsers that know srcset ignore it anyway. */
  href?: string;
  as?: 'image' | 'font' | 'style' | 'script' | 'fetch';
  type?: string;
  fetchpriority?: 'high' | 'low';
  /** Responsive images: the browser preloads the candidate the <img> would choose. */
  imagesrcset?: string;
  imagesizes?: string;
  crossorigin?: boolean;
}

export interface PageRequest {
  /** Path without the query string (`/product/23`). */
  path: string;
  query: URLSearchParams;
  /** The language the storefront will show this visitor (seo/page-head.ts, pageLang): head and first screen are in it. */
  lang: SeoLang;
}

/** One storefront route on the server (storefront-routes.ts): `resolve` reads what its first screen shows. */
export interface PageResolver {
  name: string;
  resolve(params: Record<string, string>, request: PageRequest): Promise<StorefrontPage>;
  /** False: the page gets its head (status, title, tags) but no server-rendered first screen. */
  firstScreen?: boolean;
  /**
   * The query parameters its first screen reads, in one spelling (the rendered screens are kept
   * by address: `?x=<random>` must not render anew). None when absent.
   */
  firstScreenQuery?(query: URLSearchParams): URLSearchParams;
}

export function emptyPage(status = 200): StorefrontPage {
  return { status, head: [], data: {} };
}
