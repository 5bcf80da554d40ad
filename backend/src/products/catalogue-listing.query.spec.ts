import { catalogueQuery } from './catalogue-listing.query';

const FIRST_PAGE = { sort: 'name', page: 1, pageSize: 12 } as const;

describe('catalogue query', () => {
  it('searches what the buyer typed as letters (% and _ escaped), planned for its words', () => {
    const query = catalogueQuery({ ...FIRST_PAGE, q: '100%_x' });
    expect(query.values).toContain('%100\\%\\_x%');
    expect(query.prepared).toBe(false);
  });

  it('pages the listing in group order, then the chosen order, then id, with only the filters asked for', () => {
    const { text, values, prepared } = catalogueQuery({ sort: 'price_desc', page: 3, pageSize: 12, brand: 'Pylontech' });
    expect(text).toContain('FROM catalogue_listing l');
    expect(text).toContain('WHERE brand = $1');
    expect(text).toContain('ORDER BY l.sort_group, l.effective_price DESC, l.product_id');
    expect(text).not.toContain('search_text');
    expect(text).toContain('LIMIT 12 OFFSET $2');
    expect(values).toEqual(['Pylontech', 24, 'Pylontech']);
    expect(prepared).toBe(true);
  });

  it('sums the facet cells without a search, counts the matching listing rows with one', () => {
    expect(catalogueQuery({ ...FIRST_PAGE, category: 'batteries' }).text).toContain('FROM catalogue_facet_counts');
    const searched = catalogueQuery({ ...FIRST_PAGE, q: 'Lithium' }).text;
    expect(searched).not.toContain('catalogue_facet_counts');
    expect(searched).toMatch(/count\(\*\) AS products FROM catalogue_listing\s+WHERE search_text LIKE/);
  });

  it('has the same statement text for every value of one shape (one prepared statement per shape)', () => {
    const a = catalogueQuery({ ...FIRST_PAGE, brand: 'A', page: 2 });
    const b = catalogueQuery({ ...FIRST_PAGE, brand: 'B', page: 9 });
    expect(a.text).toBe(b.text);
    expect(a.values).not.toEqual(b.values);
  });

  it('writes the page size into the statement (a generic plan costed for an unknown LIMIT sorts the whole listing), only as an integer', () => {
    expect(catalogueQuery({ ...FIRST_PAGE, pageSize: 24 }).text).toContain('LIMIT 24 OFFSET $1');
    expect(() => catalogueQuery({ ...FIRST_PAGE, pageSize: '12; DROP TABLE products' as unknown as number })).toThrow(TypeError);
  });
});
