import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrators' second factor (auth/totp.service.ts): the TOTP secret, sealed with
 * AES-256-GCM (set by the setup, in use once `totp_enabled_at` is set), the last time step a
 * code was taken for (a code is good once), and ten one-time recovery codes per account, kept
 * as sha256 hashes. The key that seals the secrets may be kept in `signing_keys` as `totp`.
 */
export class AdminTotp1796100000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN totp_secret text,
        ADD COLUMN totp_enabled_at timestamptz,
        ADD COLUMN totp_last_step integer,
        ADD CONSTRAINT users_totp_enabled_has_secret CHECK (totp_enabled_at IS NULL OR totp_secret IS NOT NULL)`);
    await q.query(`
      CREATE TABLE totp_recovery_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT totp_recovery_codes_user_hash_key UNIQUE (user_id, code_hash)
      )`);
    await q.query(`ALTER TABLE signing_keys DROP CONSTRAINT signing_keys_name_check`);
    await q.query(`ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_name_check CHECK (name IN ('access', 'refresh', 'totp'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM signing_keys WHERE name = 'totp'`);
    await q.query(`ALTER TABLE signing_keys DROP CONSTRAINT signing_keys_name_check`);
    await q.query(`ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_name_check CHECK (name IN ('access', 'refresh'))`);
    await q.query(`DROP TABLE totp_recovery_codes`);
    await q.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_totp_enabled_has_secret,
        DROP COLUMN totp_last_step,
        DROP COLUMN totp_enabled_at,
        DROP COLUMN totp_secret`);
  }
}
