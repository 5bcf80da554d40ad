import { MigrationInterface, QueryRunner } from 'typeorm';

/** Refresh tokens (hashed, rotated by family), one-time mail tokens, and a global sign-out mark. */
export class AccountsAndSessions1763942400000 implements MigrationInterface {
  name = 'AccountsAndSessions1763942400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN sessions_revoked_at timestamptz`);
    await q.query(`CREATE INDEX users_role_idx ON users (role, created_at)`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash char(64) NOT NULL CONSTRAINT refresh_tokens_hash_key UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        user_agent varchar(300),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at)`);

    await q.query(`
      CREATE TABLE user_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password')),
        token_hash char(64) NOT NULL CONSTRAINT user_tokens_hash_key UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose) WHERE used_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_tokens`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP INDEX users_role_idx`);
    await q.query(`ALTER TABLE users DROP COLUMN sessions_revoked_at`);
  }
}
