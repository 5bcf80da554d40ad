import request from 'supertest';
import { DataSource } from 'typeorm';
import { categoryOfType, sortGroupOf } from '@stockwatt/shared';
import { anyLexemeQuery } from '../src/catalogue/catalogue-listing.query';
import { createUncachedCatalogueApp } from './utils';

/**
 * A search that names a kind of product lists that kind's products first, in the shop's order
 * (catalogue-listing.query: the kind tiers). Past a few hundred products per kind the statement
 * no longer reads them as it does in the demo catalogue: it walks each kind in its own rows, and
 * looks up the matches of a kind whose first rows hold too few. Here each kind holds more rows than
 * a walk reads, batteries sort before the inverters, and the micro-inverters called « hybride »
 * come after the first 400 of their kind: the page must be the one a plain query gives.
 */
const PER_KIND = 500;
const KINDS = [
  { type: 'Batterie Lithium', name: (i: string) => `Batterie lithium B-${i}` },
  { type: 'Micro-onduleur', name: (i: string) => `Micro-onduleur M-${i}${Number(i) >= 450 ? ' hybride' : ''}` },
  { type: 'Onduleur hybride', name: (i: string) => `Onduleur hybride H-${i}` },
  // Found by `onduleur hybride` too, after the micro-inverters: their walk's rows do not settle those.
  { type: 'Onduleur triphasé', name: (i: string) => `Onduleur triphasé hybride T-${i}` },
];
const REFERENCE_PREFIX = 'KIND-TEST-';

describe('search ranking by kind, with kinds larger than a walk', () => {
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ http, db, close } = await createUncachedCatalogueApp());
    for (const kind of KINDS) {
      const names = Array.from({ length: PER_KIND }, (_, i) => kind.name(String(i).padStart(4, '0')));
      const sortGroup = sortGroupOf({ name: names[0], type: kind.type, reference: REFERENCE_PREFIX, is_best_seller: false });
      await db.query(
        `INSERT INTO products (name, reference, brand, type, category, sort_group, price_public, stock_quantity, is_best_seller, rating, status, description, summary)
         SELECT name, $2 || $3 || '-' || k, 'Marque Test', $3, $4, $5, 100 + k, 10, false, 0, 'publié', '<p>Produit de test.</p>', 'Produit de test.'
         FROM unnest($1::text[]) WITH ORDINALITY AS n(name, k)`,
        [names, REFERENCE_PREFIX, kind.type, categoryOfType(kind.type), sortGroup],
      );
    }
  });
  afterAll(async () => {
    await db.query(`DELETE FROM products WHERE reference LIKE $1`, [`${REFERENCE_PREFIX}%`]);
    await close();
  });

  /** The products of the kinds the words name whose names hold every word, in the shop's order: the first tier, read plainly. */
  type Filter = { brand?: string; category?: string };

  async function namedKindsFirst(q: string, page: number, pageSize: number, filter: Filter = {}): Promise<number[]> {
    const [{ query }] = await db.query(`SELECT query FROM search_query($1, false)`, [q]);
    const rows: { product_id: number }[] = await db.query(
      `SELECT product_id FROM catalogue_listing
       WHERE name_doc @@ $1::tsquery
         AND (type, coalesce(category, '')) IN (SELECT type, category FROM catalogue_kinds WHERE products > 0 AND kind_doc @@ $2::tsquery)
         AND ($5::text IS NULL OR brand = $5) AND ($6::text IS NULL OR category = $6)
       ORDER BY sort_group, name, product_id LIMIT $3 OFFSET $4`,
      [query, anyLexemeQuery(query), pageSize, (page - 1) * pageSize, filter.brand ?? null, filter.category ?? null],
    );
    return rows.map((r) => r.product_id);
  }

  const pageOf = async (q: string, page: number, filter: Filter = {}) =>
    (
      await http
        .get('/api/products')
        .query({ q, page, pageSize: 12, ...filter })
        .expect(200)
    ).body.items.map((p: { id: number }) => p.id);

  it.each([
    ['onduleur', 1],
    ['onduleur', 2],
    // The micro-inverters called « hybride » sort first, after 450 of their kind that are not.
    ['onduleur hybride', 1],
    ['onduleur hybride', 2],
    ['onduleur hybride', 6],
    ['micro onduleur', 1],
    ['hybrid inverter', 1],
    ['batterie lithium', 1],
  ])('« %s », page %d: the products of the kind named, in the shop order', async (q, page) => {
    const want = await namedKindsFirst(q, page, 12);
    expect(want).toHaveLength(12);
    expect(await pageOf(q, page)).toEqual(want);
  });

  it.each([
    ['brand', { brand: 'Marque Test' }],
    ['category', { category: 'onduleurs' }],
  ])('with a %s chosen, each kind is walked among the products it keeps', async (_, filter: Filter) => {
    for (const page of [1, 2]) {
      const want = await namedKindsFirst('onduleur hybride', page, 12, filter);
      expect(want).toHaveLength(12);
      expect(await pageOf('onduleur hybride', page, filter)).toEqual(want);
    }
  });

  it('a typo in the kind finds the page of the words as spelt right', async () => {
    const want = await namedKindsFirst('onduleur hybride', 1, 12);
    const { body } = await http.get('/api/products').query({ q: 'onduleru hybirde', pageSize: 12 }).expect(200);
    expect(body.correctedQuery).toBe('onduleur hybride');
    expect(body.items.map((p: { id: number }) => p.id)).toEqual(want);
  });

  it('lists the late « Micro-onduleur … hybride » before the hybrid inverters, as their names sort', async () => {
    const { body } = await http.get('/api/products').query({ q: 'onduleur hybride', pageSize: 12 }).expect(200);
    const names: string[] = body.items.map((p: { name: string }) => p.name);
    expect(names.filter((name) => /^Micro-onduleur M-04\d\d hybride$/.test(name)).length).toBeGreaterThan(0);
  });
});
