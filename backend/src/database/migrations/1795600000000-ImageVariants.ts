import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The resized WebP copies of each uploaded image (uploads module), from which the API answers
 * a product image's `srcset`. Earlier uploads have no row and keep their plain `src`.
 */
export class ImageVariants1795600000000 implements MigrationInterface {
  name = 'ImageVariants1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE image_variants (
        image_url varchar(1000) PRIMARY KEY,
        variants jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE image_variants`);
  }
}
