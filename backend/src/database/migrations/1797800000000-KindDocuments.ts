import { MigrationInterface, QueryRunner } from 'typeorm';
import { LISTING_COLUMNS, Summary, syncFunction } from './1795800000000-CatalogueSearch';

/**
 * A kind's document: its type and category (`Câble`, `Onduleur hybride`, `onduleurs`), read as
 * search_document reads any text. A later change to search_document must recompute it, beside the
 * documents RECOMPUTE_DOCUMENTS (migration JoinedWords) recomputes.
 */
export const kindDocument = (kind: string) => `search_document(ARRAY[${kind}.type, ${kind}.category])`;

/**
 * Published products per kind (type and category; no category is ''), each kind with its
 * document: a search reads which kinds its words name in these few rows, and the listing's rows
 * of those kinds by their type and category, where a document in each listing row would be
 * matched again for every row (6,665 rows of `onduleur hybride` at 100,000 products: 5 ms).
 * Kinds whose products are gone stay at 0, as the facet cells do.
 */
export const ADD_TO_KINDS: Summary = (rows) => `
  INSERT INTO catalogue_kinds AS k (type, category, kind_doc, products)
  SELECT type, category, ${kindDocument('d')}, sum(delta)::int FROM (${rows
    .map(({ source, delta }) => `SELECT type, coalesce(category, '') AS category, ${delta} AS delta FROM ${source} WHERE status = 'publié'`)
    .join(' UNION ALL ')}) d
  GROUP BY type, category HAVING sum(delta) <> 0 ORDER BY type, category
  ON CONFLICT (type, category) DO UPDATE SET products = k.products + excluded.products`;

/** The listing's columns with each product's type. */
export const KIND_LISTING_COLUMNS = { ...LISTING_COLUMNS, type: 'p.type' };

/**
 * Within the search ranking's tiers, the products of the kind a word names come first: `cable
 * pylontech` listed the BMS sold « avec câbles » before Pylontech's cables (both hold both words in
 * their names, and BMS comes before Câble in the shop's order), `onduleur reseau` a Wi-Fi stick
 * among the inverters. The listing keeps each product's type beside its category, and the trigger
 * keeps the kinds the listing holds, in the same transaction.
 */
export class KindDocuments1797800000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalogue_listing ADD COLUMN type varchar(60) NOT NULL DEFAULT ''`);
    await q.query(`
      CREATE TABLE catalogue_kinds (
        type varchar(60) NOT NULL,
        category varchar(20) NOT NULL,
        kind_doc tsvector NOT NULL,
        products integer NOT NULL,
        PRIMARY KEY (type, category)
      )`);
    await q.query(syncFunction(KIND_LISTING_COLUMNS, [ADD_TO_KINDS]));
    await q.query(`UPDATE catalogue_listing l SET type = p.type FROM products p WHERE p.id = l.product_id`);
    await q.query(ADD_TO_KINDS([{ source: 'products', delta: 1 }]));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(syncFunction(LISTING_COLUMNS));
    await q.query(`DROP TABLE catalogue_kinds`);
    await q.query(`ALTER TABLE catalogue_listing DROP COLUMN type`);
  }
}
