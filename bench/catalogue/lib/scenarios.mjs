// What the storefront and partners ask the catalogue, as the API's query parameters.
import { settings } from './settings.mjs';

const ALL = [
  { name: 'first page', query: {} },
  { name: 'page 50', query: { page: 50 } },
  { name: 'brand filter', query: { brand: 'Marque07' } },
  { name: 'category + brand', query: { category: 'batteries', brand: 'Marque07' } },
  { name: 'text search', query: { q: 'batterie lithium' } },
  { name: 'search reversed words', query: { q: 'lithium batterie' } },
  { name: 'search reference', query: { q: 'bench 4242' } },
  { name: 'search typo', query: { q: 'onduleru hybride' } },
  // Kinds that sort after the batteries, as installers type them.
  { name: 'search inverters', query: { q: 'micro onduleur' } },
  { name: 'search price sort', query: { q: 'batterie lithium', sort: 'price_asc' } },
  { name: 'sort by price', query: { sort: 'price_asc' } },
  { name: 'suggestions', path: '/api/products/suggestions', query: { q: 'batt' } },
  { name: 'suggestions inverters', path: '/api/products/suggestions', query: { q: 'ondul' } },
];

export const scenarios = ALL.filter((s) => !settings.only.length || settings.only.includes(s.name));

export function apiPath({ path = '/api/products', query }) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}${search.size ? `?${search}` : ''}`;
}

/** The parameters ProductsService.list derives from a catalogue scenario's query (defaults applied); null for another route. */
export function listParams({ path, query }) {
  if (path) return null;
  return { sort: query.q ? 'relevance' : 'name', page: 1, pageSize: 12, ...query };
}
