import { catalogueQuery, rankedProductsQuery, searchCountLimit, SearchTerms } from './catalogue-listing.query';

const FIRST_PAGE = { sort: 'name', page: 1, pageSize: 12 } as const;
const CAP = 1000;
const LITHIUM: SearchTerms = { tsquery: "('lithium':*)", reference: null, corrected: null };
const REFERENCE: SearchTerms = { tsquery: "('fh3':*) & ('205':*)", reference: 'fh3205', corrected: null };

describe('catalogue query', () => {
  it('binds the search as the database expanded it, planned for its words', () => {
    const query = catalogueQuery({ ...FIRST_PAGE, q: 'lithium' }, CAP, LITHIUM);
    expect(query.text).toContain('full_doc @@ $1::tsquery');
    expect(query.values[0]).toBe(LITHIUM.tsquery);
    expect(query.prepared).toBe(false);
  });

  it('ranks a search by tiers, each the first page × size rows of its own in the shop order, the reference first', () => {
    const { text, values } = catalogueQuery({ ...FIRST_PAGE, sort: 'relevance', q: 'fh3 205', page: 2 }, CAP, REFERENCE);
    const tiers = [
      ...text.matchAll(
        /SELECT product_id, (\d) AS tier, sort_group, name FROM catalogue_listing\s+WHERE (.+?)\s+ORDER BY sort_group, name, product_id LIMIT 24\)/g,
      ),
    ];
    expect(tiers.map((m) => [m[1], m[2].replace(/\$\d+/g, '$')])).toEqual([
      ['0', 'ref_key = $'],
      ['1', 'ref_key LIKE $'],
      ['2', 'name_doc @@ $::tsquery'],
      ['3', 'head_doc @@ $::tsquery'],
      ['4', 'full_doc @@ $::tsquery'],
    ]);
    expect(values).toEqual(expect.arrayContaining(['fh3205', 'fh3205%', REFERENCE.tsquery, 12]));
    expect(text).toMatch(/ORDER BY ranked.tier, ranked.sort_group, ranked.sort_key, ranked.product_id LIMIT 12 OFFSET/);
    // An order the buyer chose wins: no tiers.
    expect(catalogueQuery({ ...FIRST_PAGE, sort: 'price_asc', q: 'fh3 205' }, CAP, REFERENCE).text).not.toContain(' AS tier');
  });

  it('ranks suggestions the same way, only as many as asked for', () => {
    const { text } = rankedProductsQuery(LITHIUM, 6, ['id', 'name']);
    expect(text).toContain('SELECT p.id, p.name');
    expect(text).toContain('name_doc @@ $1::tsquery');
    expect(text).not.toContain('ref_key');
    expect(text).toMatch(/LIMIT 6\) ranked/);
  });

  it('pages the listing in group order, then the chosen order, then id, with only the filters asked for', () => {
    const { text, values, prepared } = catalogueQuery({ sort: 'price_desc', page: 3, pageSize: 12, brand: 'Pylontech' }, CAP);
    expect(text).toContain('FROM catalogue_listing l');
    expect(text).toContain('WHERE brand = $1');
    expect(text).toContain('ORDER BY l.sort_group, l.effective_price DESC, l.product_id');
    expect(text).not.toContain('_doc');
    expect(text).toContain('LIMIT 12 OFFSET $2');
    expect(values).toEqual(['Pylontech', 24]);
    expect(prepared).toBe(true);
  });

  it('sums the facet cells without a search, counts the matching listing rows with one', () => {
    expect(catalogueQuery({ ...FIRST_PAGE, category: 'batteries' }, CAP).text).toContain('FROM catalogue_facet_counts');
    const searched = catalogueQuery({ ...FIRST_PAGE, q: 'Lithium' }, CAP, LITHIUM).text;
    expect(searched).toMatch(/SELECT brand, category FROM catalogue_listing WHERE full_doc @@ \S+ LIMIT 1001/);
    expect(searched).toMatch(/count\(\*\) AS products FROM matches WHERE NOT/);
  });

  it('counts a search with filters up to the cap too, binding each value once', () => {
    const { text, values } = catalogueQuery({ ...FIRST_PAGE, q: 'Lithium', brand: 'Pylontech' }, CAP, LITHIUM);
    expect(text).toContain('FROM catalogue_listing WHERE full_doc @@ $1::tsquery AND brand = $2 LIMIT 1001) f');
    expect(values).toEqual([LITHIUM.tsquery, 'Pylontech', 0]);
    expect(() => catalogueQuery(FIRST_PAGE, 0)).toThrow(TypeError);
  });

  it('counts a search one match past the page, in steps of the cap', () => {
    expect(searchCountLimit({ page: 1, pageSize: 12 }, 100)).toBe(100);
    expect(searchCountLimit({ page: 8, pageSize: 12 }, 100)).toBe(100);
    expect(searchCountLimit({ page: 9, pageSize: 12 }, 100)).toBe(200);
    expect(searchCountLimit({ page: 1, pageSize: 12 }, 3)).toBe(15);
    expect(catalogueQuery({ ...FIRST_PAGE, q: 'Lithium', page: 9 }, 100, LITHIUM).text).toMatch(/LIMIT 201\b/);
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
