import { describe, expect, it } from 'vitest';
import { catalogueApiPath, catalogueQueryFromShopSearch } from '@stockwatt/shared';
import { safeRedirect } from '../features/auth/RequireAuth';
import { pageWindow } from '../features/catalogue/pageWindow';
import { withoutBrandWords } from '../features/catalogue/SearchSuggestions';
import { nextCatalogueParams } from '../features/catalogue/useCatalogueParams';

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

describe('nextCatalogueParams', () => {
  const next = (from: string, changes: Record<string, string | null>, keepPage = false) =>
    String(nextCatalogueParams(new URLSearchParams(from), changes, keepPage));
  it('leaves the sort out when it is the default of the resulting address: relevance with a search, name without', () => {
    expect(next('', { q: 'deye' })).toBe('q=deye');
    expect(next('q=deye', { sort: 'relevance' })).toBe('q=deye');
    expect(next('q=deye', { sort: 'name' })).toBe('q=deye&sort=name');
    expect(next('', { sort: 'name' })).toBe('');
    expect(next('sort=price_desc', { q: 'deye' })).toBe('sort=price_desc&q=deye');
    // Clearing the search makes name order the default again; relevance without a search is name order.
    expect(next('q=deye&sort=name', { q: null })).toBe('');
    expect(next('q=deye', { q: '' })).toBe('');
    expect(next('sort=relevance', { brand: 'Deye' })).toBe('brand=Deye');
  });
  it('goes back to page 1 on any change but paging, and leaves page 1 out', () => {
    expect(next('q=deye&page=3', { brand: 'Deye' })).toBe('q=deye&brand=Deye');
    expect(next('q=deye', { page: '2' }, true)).toBe('q=deye&page=2');
    expect(next('q=deye&page=2', { page: '1' }, true)).toBe('q=deye');
  });
});

describe('withoutBrandWords', () => {
  it('takes out of the search the words that start the brand chosen, and keeps the others', () => {
    expect(withoutBrandWords('pylon', 'Pylontech')).toBe('');
    expect(withoutBrandWords('Pylon  US5000', 'Pylontech')).toBe('US5000');
    expect(withoutBrandWords('batterie victron', 'Victron Energy')).toBe('batterie');
    expect(withoutBrandWords('Énerg victron', 'Victron Energy')).toBe('');
    // One letter names nothing.
    expect(withoutBrandWords('p us5000', 'Pylontech')).toBe('p us5000');
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
  it("offers on a phone only pages the wide screen offers too (the Pager's markup holds both)", () => {
    for (const pages of [1, 2, 3, 8, 9, 10, 11, 84, 8334])
      for (let page = 1; page <= pages; page += pages > 100 ? 97 : 1) {
        const wide = pageWindow(page, pages, false);
        for (const n of pageWindow(page, pages, true)) expect(wide).toContain(n);
      }
  });
});
