/**
 * The public catalogue's query (GET /api/products), read in one place: the shop's address,
 * the boot-time preloader and the API's defaults all go through normaliseCatalogueQuery.
 */

export const CATALOGUE_SORTS = ['relevance', 'name', 'price_asc', 'price_desc', 'rating'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
/** The catalogue's order without a search. */
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = 'name';

/**
 * A search ranks by relevance unless the buyer chose an order; without a search there is nothing
 * to rank by, and relevance is the catalogue's own order.
 */
export function defaultCatalogueSort(q?: string | null): CatalogueSort {
  return q?.trim() ? 'relevance' : DEFAULT_CATALOGUE_SORT;
}

/** Products per catalogue page: the shop always asks for this many. */
export const CATALOGUE_PAGE_SIZE = 12;
export const MAX_CATALOGUE_PAGE_SIZE = 100;
/** The API refuses pages past this (a deep OFFSET costs the database for nothing). */
export const MAX_CATALOGUE_PAGE = 100_000;
/**
 * A page past the last of its search and filters (an old link, a catalogue that has shrunk):
 * none of its products, some on the pages before. The shop answers it 404 and says so.
 */
export const isPastLastPage = (answer: { page: number; total: number; items: readonly unknown[] }): boolean =>
  answer.page > 1 && answer.items.length === 0 && answer.total > 0;

/** The longest search the API takes (the catalogue's and the suggestions' `q`); the search box stops there. */
export const MAX_SEARCH_LENGTH = 200;

export interface CatalogueQuery<C extends string = string> {
  q?: string;
  brand?: string;
  category?: C;
  sort: CatalogueSort;
  page: number;
  pageSize: number;
}

/** What a query string or a validated DTO holds: any field may be missing or raw text. */
export interface CatalogueQueryInput<C extends string = string> {
  q?: string | null;
  brand?: string | null;
  category?: C | null;
  sort?: string | null;
  page?: number | string | null;
  pageSize?: number | string | null;
}

export function isCatalogueSort(value: unknown): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly unknown[]).includes(value);
}

/** A whole number from 1 up, or the fallback (parseInt's reading: "2.5" is 2, "abc" falls back). */
function positiveInt(value: number | string | null | undefined, fallback: number): number {
  const n = typeof value === 'number' ? value : parseInt(value ?? '', 10);
  return n >= 1 ? Math.floor(n) : fallback;
}

/**
 * Defaults and clamping: blank text is no filter, an unknown sort is the default one (relevance
 * with a search, name order without), a page
 * below 1 is the first, a page size is kept within 1..MAX_CATALOGUE_PAGE_SIZE. An unknown
 * category or a page past MAX_CATALOGUE_PAGE is left for the API to refuse with a 400.
 */
export function normaliseCatalogueQuery<C extends string>(input: CatalogueQueryInput<C>): CatalogueQuery<C> {
  const q = input.q?.trim() || undefined;
  return {
    q,
    brand: input.brand?.trim() || undefined,
    category: input.category || undefined,
    sort: isCatalogueSort(input.sort) && (q || input.sort !== 'relevance') ? input.sort : defaultCatalogueSort(q),
    page: positiveInt(input.page, 1),
    pageSize: Math.min(MAX_CATALOGUE_PAGE_SIZE, positiveInt(input.pageSize, CATALOGUE_PAGE_SIZE)),
  };
}

/** The part of URLSearchParams read here (both Node and browsers have it). */
interface SearchParams {
  get(name: string): string | null;
}

/** The shop's address (/?q=&brand=&category=&sort=&page=) carries no page size: the shop's is fixed. */
export function catalogueQueryFromShopSearch(params: SearchParams): CatalogueQuery {
  return normaliseCatalogueQuery({
    q: params.get('q'),
    brand: params.get('brand'),
    category: params.get('category'),
    sort: params.get('sort'),
    page: params.get('page'),
  });
}

/** The API request for a catalogue query (one spelling, so a preloaded answer is found again). */
export function catalogueApiPath(query: CatalogueQuery): string {
  const parts: [string, string][] = [];
  if (query.q) parts.push(['q', query.q]);
  if (query.brand) parts.push(['brand', query.brand]);
  if (query.category) parts.push(['category', query.category]);
  parts.push(['sort', query.sort], ['page', String(query.page)], ['pageSize', String(query.pageSize)]);
  return `/products?${new URLSearchParams(parts).toString()}`;
}
