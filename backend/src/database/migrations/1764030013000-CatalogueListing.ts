import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public catalogue reads two small tables the database keeps in step with `products`
 * (statement triggers, inside the writing transaction, whoever writes):
 * - `catalogue_listing`: one narrow row per published product with what the catalogue selects
 *   and orders on. The page is an index-only scan on it; a text search rechecks ~100-byte rows
 *   instead of whole product rows (descriptions, specifications, documents).
 * - `catalogue_facet_counts`: published products per (brand, category) cell, so the total and
 *   both facets of an unsearched answer sum a few hundred cells instead of counting rows.
 * "Published" here is the public catalogue's rule (status 'publié', CatalogueService.PUBLISHED).
 */
const LISTED = ['sort_group', 'name', 'effective_price', 'rating', 'brand', 'category', 'search_text'];
const listed = (prefix = '') => LISTED.map((column) => `${prefix}${column}`).join(', ');

const INSERT_LISTING = (source: string) => `
  INSERT INTO catalogue_listing (product_id, ${listed()})
  SELECT id, ${listed()} FROM ${source} WHERE status = 'publié'`;

/** Cells in (brand, category) order so concurrent writers lock them in the same order. */
export const ADD_TO_CELLS = (deltas: string) => `
  INSERT INTO catalogue_facet_counts AS c (brand, category, products)
  SELECT brand, category, sum(delta)::int FROM (${deltas}) d
  GROUP BY brand, category HAVING sum(delta) <> 0 ORDER BY brand, category
  ON CONFLICT (brand, category) DO UPDATE SET products = c.products + excluded.products`;
export const PUBLISHED_IN = (source: string, delta: 1 | -1) =>
  `SELECT brand, category, ${delta} AS delta FROM ${source} WHERE status = 'publié'`;

/** The trigger function as this migration writes it (CatalogueSearch's `down` puts it back). */
export const CATALOGUE_SUMMARY_SYNC = `
  CREATE OR REPLACE FUNCTION catalogue_summary_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${INSERT_LISTING('new_rows')};
      ${ADD_TO_CELLS(PUBLISHED_IN('new_rows', 1))};
    ELSIF TG_OP = 'UPDATE' THEN
      DELETE FROM catalogue_listing l USING new_rows n WHERE l.product_id = n.id AND n.status <> 'publié';
      -- Only rows whose listed values changed are written: a stock or description edit leaves
      -- the listing page all-visible, so index-only scans stay index-only.
      ${INSERT_LISTING('new_rows')}
      ON CONFLICT (product_id) DO UPDATE SET (${listed()}) = (${listed('excluded.')})
      WHERE (${listed('catalogue_listing.')}) IS DISTINCT FROM (${listed('excluded.')});
      ${ADD_TO_CELLS(`${PUBLISHED_IN('old_rows', -1)} UNION ALL ${PUBLISHED_IN('new_rows', 1)}`)};
    ELSE
      DELETE FROM catalogue_listing l USING old_rows o WHERE l.product_id = o.id;
      ${ADD_TO_CELLS(PUBLISHED_IN('old_rows', -1))};
    END IF;
    RETURN NULL;
  END $$`;

/** The product indexes the catalogue read before this migration (put back by `down`). */
const PRODUCT_CATALOGUE_INDEXES = {
  products_pub_name_idx: `(sort_group, name, id) WHERE status = 'publié'`,
  products_pub_price_idx: `(sort_group, effective_price, id) WHERE status = 'publié'`,
  products_pub_rating_idx: `(sort_group, rating DESC, id) WHERE status = 'publié'`,
  products_pub_brand_idx: `(brand, sort_group, name) WHERE status = 'publié'`,
  products_pub_category_idx: `(category, sort_group, name) WHERE status = 'publié'`,
  products_search_trgm_idx: `USING gist (search_text gist_trgm_ops)`,
};

export class CatalogueListing1764030013000 implements MigrationInterface {
  name = 'CatalogueListing1764030013000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_listing (
        product_id integer PRIMARY KEY,
        sort_group smallint NOT NULL,
        name varchar(300) NOT NULL,
        effective_price numeric(12,2) NOT NULL,
        rating numeric(3,2) NOT NULL,
        brand varchar(120) NOT NULL,
        category varchar(20),
        search_text text NOT NULL
      )`);
    // Group order first, then the buyer's sort, id last (stable pages); each index carries the
    // filter columns so a filtered page is still index-only.
    await q.query(`CREATE INDEX catalogue_listing_name_idx ON catalogue_listing (sort_group, name, product_id) INCLUDE (brand, category)`);
    await q.query(
      `CREATE INDEX catalogue_listing_price_idx ON catalogue_listing (sort_group, effective_price, product_id) INCLUDE (brand, category)`,
    );
    await q.query(
      `CREATE INDEX catalogue_listing_price_desc_idx ON catalogue_listing (sort_group, effective_price DESC, product_id) INCLUDE (brand, category)`,
    );
    await q.query(
      `CREATE INDEX catalogue_listing_rating_idx ON catalogue_listing (sort_group, rating DESC, product_id) INCLUDE (brand, category)`,
    );
    await q.query(`CREATE INDEX catalogue_listing_brand_idx ON catalogue_listing (brand, sort_group, name, product_id) INCLUDE (category)`);
    await q.query(
      `CREATE INDEX catalogue_listing_category_idx ON catalogue_listing (category, sort_group, name, product_id) INCLUDE (brand)`,
    );
    // GIN: at 100,000 rows a common word ("batterie") costs a few ms where GiST walks most of its tree.
    await q.query(`CREATE INDEX catalogue_listing_search_idx ON catalogue_listing USING gin (search_text gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE catalogue_facet_counts (
        brand varchar(120) NOT NULL,
        category varchar(20),
        products integer NOT NULL,
        CONSTRAINT catalogue_facet_counts_cell UNIQUE NULLS NOT DISTINCT (brand, category)
      )`);

    await q.query(CATALOGUE_SUMMARY_SYNC);
    await q.query(`
      CREATE TRIGGER catalogue_summary_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_summary_sync()`);
    await q.query(`
      CREATE TRIGGER catalogue_summary_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_summary_sync()`);
    await q.query(`
      CREATE TRIGGER catalogue_summary_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_summary_sync()`);
    await q.query(`
      CREATE FUNCTION catalogue_summary_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE catalogue_listing, catalogue_facet_counts;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER catalogue_summary_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_summary_clear()`,
    );

    await q.query(INSERT_LISTING('products'));
    await q.query(ADD_TO_CELLS(PUBLISHED_IN('products', 1)));
    // The catalogue no longer reads products by these: fewer indexes to keep up on every write.
    for (const index of Object.keys(PRODUCT_CATALOGUE_INDEXES)) await q.query(`DROP INDEX ${index}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [index, definition] of Object.entries(PRODUCT_CATALOGUE_INDEXES)) {
      await q.query(`CREATE INDEX ${index} ON products ${definition}`);
    }
    await q.query(`DROP TRIGGER catalogue_summary_truncate ON products`);
    await q.query(`DROP TRIGGER catalogue_summary_delete ON products`);
    await q.query(`DROP TRIGGER catalogue_summary_update ON products`);
    await q.query(`DROP TRIGGER catalogue_summary_insert ON products`);
    await q.query(`DROP FUNCTION catalogue_summary_clear()`);
    await q.query(`DROP FUNCTION catalogue_summary_sync()`);
    await q.query(`DROP TABLE catalogue_facet_counts`);
    await q.query(`DROP TABLE catalogue_listing`);
  }
}
