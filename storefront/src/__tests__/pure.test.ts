import { describe, expect, it } from 'vitest';
import { catalogueApiPath, catalogueQueryFromShopSearch } from '@stockwatt/shared';
import { safeRedirect } from '../features/auth/RequireAuth';
import { pageWindow } from '../features/catalogue/pageWindow';

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

describe('pageWindow', () => {
  it('offers every page on a wide screen while they fit, three around the current one on a phone', () => {
    expect(pageWindow(1, 7, false)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 9, false)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(1, 7, true)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7, true)).toEqual([3, 4, 5]);
    expect(pageWindow(7, 7, true)).toEqual([5, 6, 7]);
    expect(pageWindow(1, 2, true)).toEqual([1, 2]);
  });
  it('offers a long catalogue by its ends and the pages around the current one, a gap for two pages or more', () => {
    expect(pageWindow(1, 8334, false)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 8334]);
    expect(pageWindow(50, 8334, false)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 8334]);
    expect(pageWindow(8334, 8334, false)).toEqual([1, 'gap', 8329, 8330, 8331, 8332, 8333, 8334]);
    expect(pageWindow(5, 10, false)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageWindow(6, 10, false)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(3, 84, true)).toEqual([2, 3, 4]);
  });
});
