import { MigrationInterface, QueryRunner } from 'typeorm';
import { richTextSummary } from '../../common/rich-text';

const BATCH = 1000;

/**
 * The card's summary stored with the product (Product.deriveCatalogueFields makes it at each
 * write); rows written before get theirs here, from the same function.
 */
export class ProductSummary1795700000000 implements MigrationInterface {
  name = 'ProductSummary1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN summary varchar(300) NOT NULL DEFAULT ''`);
    for (let lastId = 0; ;) {
      const rows: { id: number; description: string }[] = await q.query(
        `SELECT id, description FROM products WHERE id > $1 AND description <> '' ORDER BY id LIMIT ${BATCH}`,
        [lastId],
      );
      if (!rows.length) return;
      await q.query(`UPDATE products p SET summary = s.summary FROM unnest($1::int[], $2::text[]) AS s(id, summary) WHERE p.id = s.id`, [
        rows.map((r) => r.id),
        rows.map((r) => richTextSummary(r.description)),
      ]);
      lastId = rows[rows.length - 1].id;
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products DROP COLUMN summary`);
  }
}
