import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The keys that sign access tokens and refresh-token successors when JWT_SECRET and
 * JWT_REFRESH_SECRET are not set: made once (32 random bytes each) by the first process that
 * needs them and kept here, so every replica and every restart signs with the same ones and no
 * shop ever runs on a secret that ships in the repository (auth/signing-keys.ts).
 */
export class SigningKeys1796000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE signing_keys (
        name text PRIMARY KEY CHECK (name IN ('access', 'refresh')),
        secret text NOT NULL CHECK (length(secret) >= 43),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE signing_keys`);
  }
}
