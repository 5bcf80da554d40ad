import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quote delivery identity unique for all time (numeric ids start again after a restore while
 * Redis keeps the old jobs), and a record of the demo data load so a restart never loads it again.
 */
export class DeliveryIdentity1795420000000 implements MigrationInterface {
  name = 'DeliveryIdentity1795420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quotes ADD COLUMN delivery_id uuid NOT NULL DEFAULT gen_random_uuid()`);
    await q.query(`ALTER TABLE quotes ADD CONSTRAINT quotes_delivery_id_key UNIQUE (delivery_id)`);
    await q.query(`ALTER TABLE quotes ADD COLUMN job_id uuid NOT NULL DEFAULT gen_random_uuid()`);
    await q.query(`UPDATE quotes SET job_id = delivery_id`);
    await q.query(`ALTER TABLE quotes ADD CONSTRAINT quotes_job_id_key UNIQUE (job_id)`);
    // Databases that already hold a catalogue count as loaded: staff may have edited it.
    await q.query(`CREATE TABLE data_loads (name varchar(60) PRIMARY KEY, loaded_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(
      `INSERT INTO data_loads (name) SELECT 'demo-catalogue' WHERE EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM suppliers)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_loads`);
    await q.query(`ALTER TABLE quotes DROP COLUMN job_id`);
    await q.query(`ALTER TABLE quotes DROP COLUMN delivery_id`);
  }
}
