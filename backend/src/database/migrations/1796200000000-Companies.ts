import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pro account's company (companies module): legal name, SIRET, intra-EU VAT number, billing
 * and delivery addresses; one per account, gone with it. The API checks the values
 * (@stockwatt/shared company.ts); the table keeps their shapes.
 */
export class Companies1796200000000 implements MigrationInterface {
  name = 'Companies1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE companies (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        legal_name varchar(200) NOT NULL,
        siret char(14) NOT NULL CHECK (siret ~ '^[0-9]{14}$'),
        vat_number varchar(16),
        billing_line1 varchar(200) NOT NULL,
        billing_line2 varchar(200),
        billing_postal_code varchar(10) NOT NULL,
        billing_city varchar(100) NOT NULL,
        billing_country char(2) NOT NULL DEFAULT 'FR',
        delivery_line1 varchar(200) NOT NULL,
        delivery_line2 varchar(200),
        delivery_postal_code varchar(10) NOT NULL,
        delivery_city varchar(100) NOT NULL,
        delivery_country char(2) NOT NULL DEFAULT 'FR',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT companies_user_id_key UNIQUE (user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE companies`);
  }
}
