import { describe, expect, it } from 'vitest';
import { catalogueApiPath, catalogueQueryFromShopSearch } from '@stockwatt/shared';
import { safeRedirect } from '../features/auth/RequireAuth';

/** The shop's address to its API request, as the catalogue page and the preloader make it. */
const catalogueQuery = (params: URLSearchParams) => catalogueApiPath(catalogueQueryFromShopSearch(params));

describe('catalogueQuery', () => {
  it('maps the storefront URL to the API query with defaults', () => {
    expect(catalogueQuery(new URLSearchParams(''))).toBe('/products?sort=name&page=1&pageSize=12');
    expect(catalogueQuery(new URLSearchParams('q=force h2&brand=Pylontech&category=batteries&sort=price_desc&page=3'))).toBe(
      '/products?q=force+h2&brand=Pylontech&category=batteries&sort=price_desc&page=3&pageSize=12',
    );
  });
  it('falls back on unknown sort and bad page', () => {
    expect(catalogueQuery(new URLSearchParams('sort=evil&page=-4'))).toBe('/products?sort=name&page=1&pageSize=12');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and rejects the rest', () => {
    expect(safeRedirect('/espace-pro')).toBe('/espace-pro');
    expect(safeRedirect('/admin')).toBe('/admin');
    expect(safeRedirect(null)).toBe('/espace-pro');
    expect(safeRedirect('https://evil.example')).toBe('/espace-pro');
    expect(safeRedirect('//evil.example')).toBe('/espace-pro');
    expect(safeRedirect('/\\evil.example')).toBe('/espace-pro');
  });
});
