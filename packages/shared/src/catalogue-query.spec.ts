import { describe, expect, it } from 'vitest';
import { catalogueApiPath, catalogueQueryFromShopSearch, isPastLastPage, normaliseCatalogueQuery } from './catalogue-query.js';

const fromShop = (search: string) => catalogueQueryFromShopSearch(new URLSearchParams(search));

describe('catalogue query', () => {
  it('fills what is missing with the defaults: name order, first page, 12 products', () => {
    expect(normaliseCatalogueQuery({})).toEqual({ sort: 'name', page: 1, pageSize: 12 });
    expect(fromShop('')).toEqual({ sort: 'name', page: 1, pageSize: 12 });
  });

  it('drops blank filters and trims the search and the brand', () => {
    expect(normaliseCatalogueQuery({ q: '  onduleur ', brand: ' ', category: '' })).toEqual({
      q: 'onduleur',
      sort: 'relevance',
      page: 1,
      pageSize: 12,
    });
  });

  it('reads an unknown sort as the default one and a page below 1 or unreadable as the first', () => {
    expect(fromShop('sort=cheapest&page=0').sort).toBe('name');
    expect(fromShop('page=0').page).toBe(1);
    expect(fromShop('page=-3').page).toBe(1);
    expect(fromShop('page=abc').page).toBe(1);
    expect(fromShop('page=2.5').page).toBe(2);
    expect(fromShop('sort=price_desc&page=4')).toMatchObject({ sort: 'price_desc', page: 4 });
  });

  it('ranks a search by relevance unless an order was chosen; without a search, relevance is name order', () => {
    expect(fromShop('q=deye').sort).toBe('relevance');
    expect(fromShop('q=deye&sort=name').sort).toBe('name');
    expect(fromShop('q=deye&sort=price_asc').sort).toBe('price_asc');
    expect(fromShop('q=+&sort=relevance').sort).toBe('name');
    expect(fromShop('sort=relevance').sort).toBe('name');
  });

  it('keeps the page size within 1..100 for the API, and the shop address never sets it', () => {
    expect(normaliseCatalogueQuery({ pageSize: 500 }).pageSize).toBe(100);
    expect(normaliseCatalogueQuery({ pageSize: '24' }).pageSize).toBe(24);
    expect(normaliseCatalogueQuery({ pageSize: 0 }).pageSize).toBe(12);
    expect(fromShop('pageSize=50').pageSize).toBe(12);
  });

  it('leaves an unknown category and a far page for the API to refuse', () => {
    expect(fromShop('category=bateaux&page=200000')).toMatchObject({ category: 'bateaux', page: 200000 });
  });

  it('spells the API request in one order, with the sort, page and size always stated', () => {
    expect(catalogueApiPath(fromShop(''))).toBe('/products?sort=name&page=1&pageSize=12');
    expect(catalogueApiPath(fromShop('page=2&category=batteries&brand=Pylontech&q=us+2000&sort=rating'))).toBe(
      '/products?q=us+2000&brand=Pylontech&category=batteries&sort=rating&page=2&pageSize=12',
    );
  });

  it('tells a page past the last (an old link) from a search that finds nothing', () => {
    const answer = (page: number, total: number, shown: number) => ({ page, total, items: Array.from({ length: shown }) });
    expect(isPastLastPage(answer(8, 82, 0))).toBe(true);
    expect(isPastLastPage(answer(2, 5, 0))).toBe(true);
    // The last page, a search that finds nothing, an empty catalogue: not past anything.
    expect(isPastLastPage(answer(7, 82, 10))).toBe(false);
    expect(isPastLastPage(answer(3, 0, 0))).toBe(false);
    expect(isPastLastPage(answer(1, 0, 0))).toBe(false);
  });
});
