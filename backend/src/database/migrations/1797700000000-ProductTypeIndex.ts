import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products' types in an index: a search whose first word finds nothing asks which of its other
 * words name a kind of product (kindWordsQuery), reading the distinct types one look-up each,
 * where without it each would read the whole table (100,000 rows at the bench's size).
 */
export class ProductTypeIndex1797700000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX products_type_idx ON products (type)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX products_type_idx');
  }
}
