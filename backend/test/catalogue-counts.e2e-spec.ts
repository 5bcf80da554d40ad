import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { kindDocument } from '../src/database/migrations/1797800000000-KindDocuments';
import { WEIGHTED_LISTING_COLUMNS as LISTING_COLUMNS } from '../src/database/migrations/1797850000000-DescriptionWeight';
import { CatalogueReader } from '../src/catalogue/catalogue-reader';
import { ADMIN, createUncachedCatalogueApp, loginToken } from './utils';

/**
 * The catalogue's total, facets and page come from tables the database keeps in step with
 * `products` (catalogue_listing, catalogue_facet_counts). After every kind of admin write they
 * must equal a plain count(*) over `products`.
 */
type Filter = { q?: string; brand?: string; category?: string };

/**
 * A product matches a search, the plain way: its document made anew from the products row (not
 * the maintained listing) against the search as the database expands it.
 */
const MATCHES = (param: string) => `${LISTING_COLUMNS.full_doc} @@ (SELECT query::tsquery FROM search_query(${param}, false))`;

const BRAND = 'Comptage Énergie';
const OTHER_BRAND = 'Comptage Volta';

/** What the catalogue must answer, counted the plain way on the products table. */
async function expected(db: DataSource, filter: Filter) {
  const where = (skip: 'brand' | 'category' | null) => {
    const conditions = [`status = 'publié'`];
    const values: string[] = [];
    if (filter.q) {
      values.push(filter.q);
      conditions.push(MATCHES(`$${values.length}`));
    }
    if (filter.brand && skip !== 'brand') {
      values.push(filter.brand);
      conditions.push(`brand = $${values.length}`);
    }
    if (filter.category && skip !== 'category') {
      values.push(filter.category);
      conditions.push(`category = $${values.length}`);
    }
    return { sql: conditions.join(' AND '), values };
  };
  const all = where(null);
  // Each facet ignores its own filter.
  const forBrands = where('brand');
  const forCategories = where('category');
  const [[{ total }], brands, categories, page] = await Promise.all([
    db.query(`SELECT count(*)::int AS total FROM products p WHERE ${all.sql}`, all.values),
    db.query(`SELECT brand AS value, count(*)::int AS count FROM products p WHERE ${forBrands.sql} GROUP BY brand`, forBrands.values),
    db.query(
      `SELECT category AS value, count(*)::int AS count FROM products p WHERE ${forCategories.sql} AND category IS NOT NULL GROUP BY category`,
      forCategories.values,
    ),
    db.query(`SELECT id FROM products p WHERE ${all.sql} ORDER BY sort_group, name, id LIMIT 12`, all.values),
  ]);
  // The API sorts facets by code unit, whatever the database's collation.
  const sorted = (facet: { value: string; count: number }[]) => facet.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { total, facets: { brands: sorted(brands), categories: sorted(categories) }, ids: page.map((r: { id: number }) => r.id) };
}

describe('Catalogue totals and facets after admin writes', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let token: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, http, db, close } = await createUncachedCatalogueApp());
    token = await loginToken(app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => close());

  const admin = {
    post: (url: string, body: object = {}) => http.post(url).set('Authorization', `Bearer ${token}`).send(body),
    put: (url: string, body: object) => http.put(url).set('Authorization', `Bearer ${token}`).send(body),
    patch: (url: string, body: object) => http.patch(url).set('Authorization', `Bearer ${token}`).send(body),
    delete: (url: string) => http.delete(url).set('Authorization', `Bearer ${token}`),
  };

  /** Every view a buyer can ask for around the products this suite writes. */
  const VIEWS: Filter[] = [
    {},
    { brand: BRAND },
    { brand: OTHER_BRAND },
    { category: 'batteries' },
    { category: 'onduleurs', brand: BRAND },
    { q: 'comptage' },
    { q: 'COMPTAGE energie', category: 'batteries' },
    { q: 'pylontech', brand: 'Pylontech' },
  ];

  async function expectCatalogueMatchesTable(step: string): Promise<void> {
    for (const filter of VIEWS) {
      // In the shop's order: relevance ranks a search, and this suite checks the tables.
      const res = await http
        .get('/api/products')
        .query({ ...filter, sort: 'name' })
        .expect(200);
      // A search that finds nothing as typed shows another (correctedQuery: its words loosened or
      // corrected): the numbers are that one's.
      const shown: string | null = res.body.correctedQuery;
      if (shown !== null) expect({ step, filter, typed: (await expected(db, filter)).total }).toEqual({ step, filter, typed: 0 });
      const want = await expected(db, shown === null ? filter : { ...filter, q: shown });
      const got = { total: res.body.total, facets: res.body.facets, ids: res.body.items.map((p: { id: number }) => p.id) };
      expect({ step, filter, ...got }).toEqual({ step, filter, ...want });
    }
  }

  const product = (reference: string, overrides: object = {}) => ({
    name: `Batterie de comptage ${reference}`,
    reference,
    brand: BRAND,
    type: 'Batterie Lithium',
    price_public: 1000,
    stock_quantity: 3,
    status: 'publié',
    ...overrides,
  });

  it('stays equal to count(*) through creates, edits, status changes, duplicates and deletes', async () => {
    await expectCatalogueMatchesTable('seeded catalogue');

    const first = (await admin.post('/api/admin/products', product('CPT-1')).expect(201)).body;
    const second = (await admin.post('/api/admin/products', product('CPT-2', { brand: OTHER_BRAND, price_public: 10 })).expect(201)).body;
    const draft = (await admin.post('/api/admin/products', product('CPT-3', { status: 'brouillon' })).expect(201)).body;
    await expectCatalogueMatchesTable('created two published products and a draft');
    expect((await http.get('/api/products').query({ brand: BRAND }).expect(200)).body.total).toBe(1);

    await admin.put(`/api/admin/products/${first.id}`, { brand: OTHER_BRAND }).expect(200);
    await expectCatalogueMatchesTable('brand edited');

    await admin.put(`/api/admin/products/${second.id}`, { type: 'Onduleur hybride', brand: BRAND }).expect(200);
    await expectCatalogueMatchesTable('category (through the type) and brand edited');

    await admin.put(`/api/admin/products/${second.id}`, { type: 'Câble', name: 'Câble de comptage' }).expect(200);
    await expectCatalogueMatchesTable('moved out of every category, into the cables group');

    await admin.put(`/api/admin/products/${first.id}`, { stock_quantity: 9, price_public: 5 }).expect(200);
    await expectCatalogueMatchesTable('price and stock edited (sort key of the price order)');

    await admin.patch(`/api/admin/products/${first.id}/status`, { status: 'brouillon' }).expect(200);
    await expectCatalogueMatchesTable('unpublished');
    await admin.patch(`/api/admin/products/${draft.id}/status`, { status: 'publié' }).expect(200);
    await expectCatalogueMatchesTable('draft published');

    const copy = (await admin.post(`/api/admin/products/${draft.id}/duplicate`).expect(201)).body;
    await expectCatalogueMatchesTable('duplicated (the copy is a draft)');
    await admin.patch(`/api/admin/products/${copy.id}/status`, { status: 'publié' }).expect(200);
    await expectCatalogueMatchesTable('copy published');

    for (const id of [first.id, second.id, draft.id, copy.id]) await admin.delete(`/api/admin/products/${id}`).expect(200);
    await expectCatalogueMatchesTable('deleted');
    expect((await http.get('/api/products').query({ brand: BRAND }).expect(200)).body).toMatchObject({ total: 0, items: [] });
  });

  it('keeps the listing row for row equal to the published products', async () => {
    const drift = await db.query(`
      SELECT p.id, l.product_id FROM (SELECT * FROM products WHERE status = 'publié') p
      FULL JOIN catalogue_listing l ON l.product_id = p.id
      WHERE p.id IS NULL OR l.product_id IS NULL
        OR (${Object.keys(LISTING_COLUMNS).map((c) => `l.${c}`)}) IS DISTINCT FROM (${Object.values(LISTING_COLUMNS)})`);
    expect(drift).toEqual([]);
    // Every word the listing's products have, counted, and none they have lost.
    const vocabulary = await db.query(`
      SELECT coalesce(v.word, w.word) AS word, v.products AS kept, w.products AS counted FROM search_vocabulary v
      FULL JOIN (SELECT word, count(*)::int AS products FROM products p, unnest(search_words(p)) word WHERE status = 'publié' GROUP BY word) w
        ON w.word = v.word
      WHERE v.products IS DISTINCT FROM w.products`);
    expect(vocabulary).toEqual([]);
    // Each listed product's type, and the kinds with their products and documents (a kind all of whose products are gone at 0).
    const kinds = await db.query(`
      SELECT l.product_id::text AS drifted FROM catalogue_listing l JOIN products p ON p.id = l.product_id WHERE l.type IS DISTINCT FROM p.type
      UNION ALL
      SELECT coalesce(k.type, c.type) FROM catalogue_kinds k
      FULL JOIN (SELECT type, coalesce(category, '') AS category, count(*)::int AS products FROM products WHERE status = 'publié' GROUP BY 1, 2) c
        ON (c.type, c.category) = (k.type, k.category)
      WHERE coalesce(k.products, 0) <> coalesce(c.products, 0) OR k.kind_doc IS DISTINCT FROM ${kindDocument('k')}`);
    expect(kinds).toEqual([]);
  });

  it('pages with any page size and offset through the statements planned once', async () => {
    const order = `SELECT id FROM products WHERE status = 'publié' ORDER BY sort_group, name, id`;
    for (const [page, pageSize] of [
      [2, 5],
      [3, 5],
      [1, 7],
    ]) {
      const want = await db.query(`${order} LIMIT $1 OFFSET $2`, [pageSize, (page - 1) * pageSize]);
      const res = await http.get('/api/products').query({ page, pageSize }).expect(200);
      expect(res.body.items.map((p: { id: number }) => p.id)).toEqual(want.map((r: { id: number }) => r.id));
    }
  });

  it('plans the unsearched statements once (generic plans), a text search for its words', async () => {
    const reader = app.get(CatalogueReader);
    const mode = (prepared: boolean) =>
      reader.rows<{ mode: string }>({ text: `SELECT current_setting('plan_cache_mode') AS mode`, values: [], prepared });
    expect(await mode(true)).toEqual([{ mode: 'force_generic_plan' }]);
    expect(await mode(false)).toEqual([{ mode: 'auto' }]);
  });
});

describe('Catalogue search counted up to the cap', () => {
  const CAP = 3;
  // Pages of 2: a cap of 3 then reaches one match past the first page (searchCountLimit) and stays 3.
  const PAGE = { pageSize: 2 };
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ http, db, close } = await createUncachedCatalogueApp({ CATALOGUE_SEARCH_COUNT_CAP: String(CAP) }));
  });
  afterAll(() => close());

  const published = (where: string, values: unknown[] = []) =>
    db.query(`SELECT count(*)::int AS n FROM products p WHERE status = 'publié' AND ${where}`, values).then(([row]) => row.n as number);
  const matchingA = MATCHES(`'a'`);

  it('past the cap: the total stops at the cap and says so, the facets list the catalogue without counts', async () => {
    expect(await published(matchingA)).toBeGreaterThan(CAP);
    const res = await http
      .get('/api/products')
      .query({ q: 'A', ...PAGE })
      .expect(200);
    const unsearched = (await http.get('/api/products').expect(200)).body;
    expect(res.body).toMatchObject({ total: CAP, totalCapped: true });
    expect(res.body.items).toHaveLength(2);
    const values = (facet: { value: string }[]) => facet.map((f) => f.value);
    expect(values(res.body.facets.brands)).toEqual(values(unsearched.facets.brands));
    expect(values(res.body.facets.categories)).toEqual(values(unsearched.facets.categories));
    expect([...res.body.facets.brands, ...res.body.facets.categories].every((f: { count: unknown }) => f.count === null)).toBe(true);
  });

  it('with filters that bring the matches under the cap, the total is exact again', async () => {
    const [{ brand }] = await db.query(
      `SELECT brand FROM products p WHERE status = 'publié' AND ${matchingA} GROUP BY brand HAVING count(*) BETWEEN 1 AND $1 LIMIT 1`,
      [CAP],
    );
    const res = await http
      .get('/api/products')
      .query({ q: 'a', brand, ...PAGE })
      .expect(200);
    expect(res.body).toMatchObject({ total: await published(`${matchingA} AND brand = $1`, [brand]), totalCapped: false });
    const overCap = await db.query(
      `SELECT brand FROM products p WHERE status = 'publié' AND ${matchingA} GROUP BY brand HAVING count(*) > $1 LIMIT 1`,
      [CAP],
    );
    expect(overCap).toHaveLength(1);
    const capped = await http
      .get('/api/products')
      .query({ q: 'a', brand: overCap[0].brand, ...PAGE })
      .expect(200);
    expect(capped.body).toMatchObject({ total: CAP, totalCapped: true });
  });

  it('counts one match past the page the buyer is on, in steps of the cap, so the pager offers the next page', async () => {
    const matches = await published(matchingA);
    expect(matches).toBeGreaterThan(15);
    const page = (query: object) =>
      http
        .get('/api/products')
        .query({ q: 'a', ...query })
        .expect(200);
    // Page 2 of 2: matches 3 and 4 shown, a 5th wanted: counted up to 6.
    expect((await page({ ...PAGE, page: 2 })).body).toMatchObject({ total: 6, totalCapped: true, page: 2 });
    // Pages of 12: a 13th wanted on page 1, so up to 15.
    const twelve = (await page({})).body;
    expect(twelve).toMatchObject({ total: 15, totalCapped: true });
    expect(twelve.items).toHaveLength(12);
  });

  it('under the cap: every number exact, as without one', async () => {
    const [{ reference }] = await db.query(`SELECT reference FROM products WHERE status = 'publié' ORDER BY id LIMIT 1`);
    const res = await http
      .get('/api/products')
      .query({ q: reference, ...PAGE })
      .expect(200);
    const want = await published(MATCHES('$1'), [reference]);
    expect(want).toBeLessThanOrEqual(CAP);
    expect(res.body).toMatchObject({ total: want, totalCapped: false });
    expect(res.body.facets.brands.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(want);
  });
});
