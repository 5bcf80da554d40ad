import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner API keys (only a sha256 of the secret is kept) and an index for the partners'
 * incremental sync (`updatedSince` on products.updated_at).
 */
export class PartnerKeys1764201600000 implements MigrationInterface {
  name = 'PartnerKeys1764201600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE partner_keys (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        contact_name varchar(200),
        contact_email varchar(254),
        scopes text[] NOT NULL DEFAULT '{}',
        rate_limit_per_minute integer NOT NULL DEFAULT 60 CHECK (rate_limit_per_minute > 0),
        expires_at timestamptz,
        key_prefix varchar(20) NOT NULL,
        secret_hash char(64) NOT NULL CONSTRAINT partner_keys_secret_hash_key UNIQUE,
        rotated_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        request_count bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX products_updated_at_idx ON products (updated_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_updated_at_idx`);
    await q.query(`DROP TABLE partner_keys`);
  }
}
