import { catalogueQuery, searchCountLimit } from './catalogue-listing.query';

const FIRST_PAGE = { sort: 'name', page: 1, pageSize: 12 } as const;
const CAP = 1000;

describe('catalogue query', () => {
  it('searches what the buyer typed as letters (% and _ escaped), planned for its words', () => {
    const query = catalogueQuery({ ...FIRST_PAGE, q: '100%_x' }, CAP);
    expect(query.values).toContain('%100\\%\\_x%');
    expect(query.prepared).toBe(false);
  });

  it('pages the listing in group order, then the chosen order, then id, with only the filters asked for', () => {
    const { text, values, prepared } = catalogueQuery({ sort: 'price_desc', page: 3, pageSize: 12, brand: 'Pylontech' }, CAP);
    expect(text).toContain('FROM catalogue_listing l');
    expect(text).toContain('WHERE brand = $1');
    expect(text).toContain('ORDER BY l.sort_group, l.effective_price DESC, l.product_id');
    expect(text).not.toContain('search_text');
    expect(text).toContain('LIMIT 12 OFFSET $2');
    expect(values).toEqual(['Pylontech', 24]);
    expect(prepared).toBe(true);
  });

  it('sums the facet cells without a search, counts the matching listing rows with one', () => {
    expect(catalogueQuery({ ...FIRST_PAGE, category: 'batteries' }, CAP).text).toContain('FROM catalogue_facet_counts');
    const searched = catalogueQuery({ ...FIRST_PAGE, q: 'Lithium' }, CAP).text;
    expect(searched).toMatch(/SELECT brand, category FROM catalogue_listing WHERE search_text LIKE \S+ LIMIT 1001/);
    expect(searched).toMatch(/count\(\*\) AS products FROM matches WHERE NOT/);
  });

  it('counts a search with filters up to the cap too, binding each value once', () => {
    const { text, values } = catalogueQuery({ ...FIRST_PAGE, q: 'Lithium', brand: 'Pylontech' }, CAP);
    expect(text).toContain('FROM catalogue_listing WHERE search_text LIKE f_unaccent(lower($1)) AND brand = $2 LIMIT 1001) f');
    expect(values).toEqual(['%Lithium%', 'Pylontech', 0]);
    expect(() => catalogueQuery(FIRST_PAGE, 0)).toThrow(TypeError);
  });

  it('counts a search one match past the page, in steps of the cap', () => {
    expect(searchCountLimit({ page: 1, pageSize: 12 }, 100)).toBe(100);
    expect(searchCountLimit({ page: 8, pageSize: 12 }, 100)).toBe(100);
    expect(searchCountLimit({ page: 9, pageSize: 12 }, 100)).toBe(200);
    expect(searchCountLimit({ page: 1, pageSize: 12 }, 3)).toBe(15);
    expect(catalogueQuery({ ...FIRST_PAGE, q: 'Lithium', page: 9 }, 100).text).toMatch(/LIMIT 201\b/);
    expect(() => searchCountLimit(FIRST_PAGE, 0)).toThrow(TypeError);
  });

  it('has the same statement text for every value of one shape (one prepared statement per shape)', () => {
    const a = catalogueQuery({ ...FIRST_PAGE, brand: 'A', page: 2 }, CAP);
    const b = catalogueQuery({ ...FIRST_PAGE, brand: 'B', page: 9 }, CAP);
    expect(a.text).toBe(b.text);
    expect(a.values).not.toEqual(b.values);
  });

  it('writes the page size into the statement (a generic plan costed for an unknown LIMIT sorts the whole listing), only as an integer', () => {
    expect(catalogueQuery({ ...FIRST_PAGE, pageSize: 24 }, CAP).text).toContain('LIMIT 24 OFFSET $1');
    expect(() => catalogueQuery({ ...FIRST_PAGE, pageSize: '12; DROP TABLE products' as unknown as number }, CAP)).toThrow(TypeError);
  });
});
