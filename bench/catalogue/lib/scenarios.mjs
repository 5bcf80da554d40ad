// What the storefront and partners ask the catalogue, as the API's query parameters.
import { settings } from './settings.mjs';

const ALL = [
  { name: 'first page', query: {} },
  { name: 'page 50', query: { page: 50 } },
  { name: 'brand filter', query: { brand: 'Marque07' } },
  { name: 'category + brand', query: { category: 'batteries', brand: 'Marque07' } },
  { name: 'text search', query: { q: 'batterie lithium' } },
  { name: 'sort by price', query: { sort: 'price_asc' } },
];

export const scenarios = ALL.filter((s) => !settings.only.length || settings.only.includes(s.name));

export function apiPath({ query }) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `/api/products${search.size ? `?${search}` : ''}`;
}

/** The parameters ProductsService.list derives from the query (defaults applied). */
export function listParams({ query }) {
  return { sort: 'name', page: 1, pageSize: 12, ...query };
}
