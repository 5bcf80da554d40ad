import {
  anyLexemeQuery,
  catalogueQuery,
  outsideDescriptionQuery,
  rankedProductsQuery,
  requiredWords,
  searchCountLimit,
  searchReach,
  SearchTerms,
  someWordQuery,
} from './catalogue-listing.query';

const FIRST_PAGE = { sort: 'name', page: 1, pageSize: 12 } as const;
const CAP = 1000;
const LITHIUM: SearchTerms = { tsquery: "('lithium':*)", reference: null, corrected: null };
const REFERENCE: SearchTerms = { tsquery: "('fh3':*) & ('205':*)", reference: 'fh3205', corrected: null };

describe('catalogue query', () => {
  it('binds the search as the database expanded it, as one prepared statement for every search of one shape', () => {
    const query = catalogueQuery({ ...FIRST_PAGE, q: 'lithium' }, CAP, LITHIUM);
    expect(query.text).toContain('full_doc @@ $1::tsquery');
    expect(query.values[0]).toBe(LITHIUM.tsquery);
    expect(query.prepared).toBe(true);
    const other = catalogueQuery({ ...FIRST_PAGE, q: 'onduleur' }, CAP, { ...LITHIUM, tsquery: "('onduleur':*)" });
    expect(other.text).toBe(query.text);
    // Pages share statements by powers of two of what they read; the count's reach is a value.
    const texts = new Set(Array.from({ length: 200 }, (_, i) => catalogueQuery({ ...FIRST_PAGE, q: 'x', page: i + 1 }, CAP, LITHIUM).text));
    expect(texts.size).toBeLessThanOrEqual(9);
  });

  it('reads a search page by page × size rows rounded up to a power of two, 16 at least', () => {
    expect(searchReach({ page: 1, pageSize: 12 })).toBe(16);
    expect(searchReach({ page: 2, pageSize: 12 })).toBe(32);
    expect(searchReach({ page: 3, pageSize: 12 })).toBe(64);
    expect(searchReach({ page: 1, pageSize: 100 })).toBe(128);
    expect(() => searchReach({ page: 0, pageSize: 12 })).toThrow(TypeError);
  });

  it('ranks a search by tiers in the shop order, the reference first; each tier walks or looks up, and runs only while needed', () => {
    const { text, values } = catalogueQuery({ ...FIRST_PAGE, sort: 'relevance', q: 'fh3 205', page: 2 }, CAP, REFERENCE);
    const tiers = [...text.matchAll(/SELECT product_id, (\d) AS tier, sort_group, name FROM (\(.+?\)) t\d/gs)];
    expect(tiers.map((m) => [m[1], m[2].replace(/\$\d+/g, '$').replace(/\s+/g, ' ')])).toEqual([
      [
        '0',
        `(SELECT * FROM (SELECT product_id, sort_group, name FROM catalogue_listing WHERE ref_key = $ OFFSET 0) looked_up ORDER BY sort_group, name, product_id LIMIT 32)`,
      ],
      [
        '1',
        `(SELECT * FROM (SELECT product_id, sort_group, name FROM catalogue_listing WHERE ref_key ~>=~ $ AND ref_key ~<~ ($ || '~') OFFSET 0) looked_up ORDER BY sort_group, name, product_id LIMIT 32)`,
      ],
      ...['name_doc_kind', 'name_doc', 'head_doc', 'outside_description', 'some_head', 'full_doc_kind', 'full_doc'].map((tier, i) => [
        String(2 + i),
        `(SELECT product_id, sort_group, name FROM ${tier}_tier)`,
      ]),
    ]);
    // In each, the products of a kind one of the words names first, read only when a word names one.
    const ofNamedKind = "(type, coalesce(category, '')) IN (SELECT type, category FROM kinds_named)";
    expect(text).toContain(`walked WHERE name_doc @@ $1::tsquery AND ${ofNamedKind} LIMIT 32`);
    expect(text).toMatch(
      /kinds_named AS \(SELECT type, category, products FROM catalogue_kinds WHERE products > 0 AND kind_doc @@ \$\d+::tsquery\)/,
    );
    // When the walk of the whole listing finds too few, each kind named is walked from its first row,
    // and a kind whose walk found too few in more rows than it read is looked up within that kind.
    expect(text).toMatch(
      /FROM kinds_named k CROSS JOIN LATERAL \(\s+SELECT [^()]+ FROM \(\s+SELECT \* FROM catalogue_listing WHERE \(type, coalesce\(category, ''\)\) >= \(k.type, k.category\) AND .+ NOT \(\(SELECT count\(\*\) FROM name_doc_kind_tier_first\) >= 32\) AND .+ORDER BY type, coalesce\(category, ''\), sort_group, name, product_id LIMIT 800\s+\) walked WHERE \(type, coalesce\(category, ''\)\) = \(k.type, k.category\) AND name_doc @@ \$1::tsquery/s,
    );
    // A kind walked enough: it found its share, or holds no more rows than its walk read, or the walks
    // found a page's worth before the last row its walk read (its other matches sort after that row).
    expect(text).toContain(
      'SELECT type, category, (SELECT over_cap FROM search) AND CASE WHEN k.products <= 800 OR (SELECT count(*) FROM name_doc_kind_tier_walk w WHERE w.kind_type = k.type AND w.kind_category = k.category) >= 32 THEN TRUE ELSE coalesce((',
    );
    expect(text).toMatch(
      /ORDER BY type, coalesce\(category, ''\), sort_group, name, product_id OFFSET 799 LIMIT 1\s+\) last_read CROSS JOIN LATERAL \(\s+SELECT count\(\*\) AS n FROM name_doc_kind_tier_walk w WHERE \(w.sort_group, w.name, w.product_id\) < \(last_read.sort_group, last_read.name, last_read.product_id\)/,
    );
    expect(text).toMatch(
      /FROM name_doc_kind_tier_kinds k CROSS JOIN LATERAL \(SELECT \* FROM \(SELECT [^()]+ FROM catalogue_listing WHERE \(type, coalesce\(category, ''\)\) = \(k.type, k.category\) AND name_doc @@ \$1::tsquery/,
    );
    expect(text).toContain('(SELECT found FROM search) AND EXISTS (SELECT FROM kinds_named) AND (SELECT over_cap FROM search) ORDER BY');
    // After the head: every word outside the description, each lexeme restricted to weight A.
    expect(text).toMatch(/walked WHERE full_doc @@ (\$\d+)::tsquery LIMIT 32\s+\),\s+outside_description_tier AS/);
    expect(values).toContain("('fh3':*A) & ('205':*A)");
    // Between the head and the whole document: all words anywhere, one at least in the head.
    expect(text).toMatch(/walked WHERE full_doc @@ (\$\d+)::tsquery AND \(head_doc @@ (\$\d+)::tsquery\) IS TRUE LIMIT 32/);
    expect(values).toContain("('fh3':*) | ('205':*)");
    // A tier: a walk of 25 rows per row wanted while the search is common, else (or when too few) the index.
    expect(text).toMatch(
      /name_doc_tier_walk AS MATERIALIZED \(.+ORDER BY sort_group, name, product_id LIMIT 800\s+\) walked WHERE name_doc @@ \$\d+::tsquery LIMIT 32/s,
    );
    // No tier walks or looks up anything when the broadest document matches nothing.
    expect(text).toContain('WHERE name_doc @@ $1::tsquery AND (SELECT open FROM name_doc_kind_tier_open) AND NOT');
    expect(text).toContain(
      `WHERE (type, coalesce(category, '')) = (k.type, k.category) AND name_doc @@ $1::tsquery AND ${ofNamedKind} AND (SELECT found FROM search) AND EXISTS (SELECT FROM kinds_named) AND NOT`,
    );
    // Each tier runs while the ones before it left room on the page, carried from one to the next.
    expect(text).toContain(
      'name_doc_kind_tier_open AS (SELECT (SELECT found FROM search) AND (SELECT count(*) FROM name_doc_kind_tier) < 32 AS open)',
    );
    expect(text).toContain(
      'head_doc_tier_open AS (SELECT (SELECT open FROM name_doc_tier_open) AND (SELECT count(*) FROM head_doc_tier) < 32 AS open)',
    );
    expect(text).toMatch(
      /some_head_tier_walk AS MATERIALIZED \(\s+SELECT [^()]+ FROM \(\s+SELECT \* FROM catalogue_listing WHERE \(SELECT open FROM outside_description_tier_open\) AND \(SELECT over_cap FROM search\) ORDER BY/s,
    );
    expect(values).toEqual(expect.arrayContaining(['fh3205', REFERENCE.tsquery, 12]));
    expect(text).toMatch(/ORDER BY ranked.tier, ranked.sort_group, ranked.sort_key, ranked.product_id LIMIT 12 OFFSET/);
    // The count and facets take the products the reference tiers find, as the page shows them.
    expect(text.replace(/\$\d+/g, '$')).toMatch(
      /matches AS MATERIALIZED \(\s+SELECT brand, category FROM catalogue_listing WHERE \(full_doc @@ \$::tsquery OR \(ref_key ~>=~ \$ AND ref_key ~<~ \(\$ \|\| '~'\)\)\) LIMIT/,
    );
    expect(catalogueQuery({ ...FIRST_PAGE, sort: 'relevance', q: 'lithium' }, CAP, LITHIUM).text).toMatch(
      /FROM catalogue_listing WHERE full_doc @@ \$1::tsquery LIMIT/,
    );
    // An order the buyer chose wins: no tiers.
    const chosen = catalogueQuery({ ...FIRST_PAGE, sort: 'price_asc', q: 'fh3 205' }, CAP, REFERENCE).text;
    expect(chosen).not.toContain(' AS tier');
    expect(chosen).toContain('ORDER BY sort_group, effective_price ASC, product_id LIMIT 400');
  });

  it("loosens a search's words into alternatives, each word's own alternatives as they were", () => {
    expect(someWordQuery("('victron':*) & ('48v' | '48')")).toBe("('victron':*) | ('48v' | '48')");
    // A phrase's words stay required together; a quote doubled in a lexeme is no boundary.
    expect(someWordQuery("(('compteur' & 'energie':*) | ('compteur' & 'intelligent')) & ('deye':*)")).toBe(
      "(('compteur' & 'energie':*) | ('compteur' & 'intelligent')) | ('deye':*)",
    );
    expect(someWordQuery("('l''&x') & ('b')")).toBe("('l''&x') | ('b')");
    expect(someWordQuery("('lithium':*)")).toBeNull();
    expect(requiredWords("('l''&x') & (('b' & 'c') | 'd')")).toEqual(["('l''&x')", "(('b' & 'c') | 'd')"]);
    expect(catalogueQuery({ ...FIRST_PAGE, sort: 'relevance', q: 'lithium' }, CAP, LITHIUM).text).not.toContain('some_head');
  });

  it("loosens every word of a search, a phrase's too, for the kinds of product the words may name", () => {
    expect(anyLexemeQuery("((('onduleur' | ('inverter')) & ('reseau':*)) | ('on' & 'grid'))")).toBe(
      "((('onduleur' | ('inverter')) | ('reseau':*)) | ('on' | 'grid'))",
    );
    expect(anyLexemeQuery("('l''&x') & ('b')")).toBe("('l''&x') | ('b')");
    expect(anyLexemeQuery("('lithium':*)")).toBe("('lithium':*)");
  });

  it("restricts every word of a search to the words outside a product's description, a quote doubled in a lexeme too", () => {
    expect(outsideDescriptionQuery("(('batterie' | ('battery')) & ('48v':*)) | ('it''s:*' & 'l')")).toBe(
      "(('batterie':A | ('battery':A)) & ('48v':*A)) | ('it''s:*':A & 'l':A)",
    );
  });

  it('ranks suggestions the same way, only as many as asked for', () => {
    const { text, prepared } = rankedProductsQuery(LITHIUM, 6, ['id', 'name']);
    expect(text).toContain('SELECT p.id, p.name');
    expect(text).toContain('name_doc @@ $1::tsquery');
    expect(text).not.toContain('ref_key');
    expect(text).toMatch(/best AS \(SELECT \* FROM ranked ORDER BY .* LIMIT 6\)/);
    expect(prepared).toBe(true);
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
    expect(searched).toMatch(/SELECT brand, category FROM catalogue_listing WHERE full_doc @@ \S+ LIMIT \$\d+/);
    expect(searched).toMatch(/count\(\*\) AS products FROM matches WHERE NOT/);
  });

  it('counts a search with filters up to the cap too, binding each value once', () => {
    const { text, values } = catalogueQuery({ ...FIRST_PAGE, q: 'Lithium', brand: 'Pylontech' }, CAP, LITHIUM);
    expect(text).toContain('FROM catalogue_listing WHERE full_doc @@ $1::tsquery AND brand = $2 LIMIT $3) f');
    expect(values.slice(0, 4)).toEqual([LITHIUM.tsquery, 'Pylontech', 1001, 1000]);
    expect(values.filter((v) => v === LITHIUM.tsquery)).toHaveLength(1);
    expect(() => catalogueQuery(FIRST_PAGE, 0)).toThrow(TypeError);
  });

  it('counts a search one match past the page, in steps of the cap', () => {
    expect(searchCountLimit({ page: 1, pageSize: 12 }, 100)).toBe(100);
    expect(searchCountLimit({ page: 8, pageSize: 12 }, 100)).toBe(100);
    expect(searchCountLimit({ page: 9, pageSize: 12 }, 100)).toBe(200);
    expect(searchCountLimit({ page: 1, pageSize: 12 }, 3)).toBe(15);
    expect(catalogueQuery({ ...FIRST_PAGE, q: 'Lithium', page: 9 }, 100, LITHIUM).values.slice(1, 3)).toEqual([201, 200]);
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
