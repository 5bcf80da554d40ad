import { MigrationInterface, QueryRunner } from 'typeorm';

/** Quote requests: stored first, delivered to the form service by the `quotes` queue. */
export class Quotes1763856000000 implements MigrationInterface {
  name = 'Quotes1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE quotes (
        id serial PRIMARY KEY,
        client_type varchar(20) NOT NULL CHECK (client_type IN ('particulier', 'entreprise')),
        name varchar(120) NOT NULL,
        company varchar(200),
        email varchar(254) NOT NULL,
        phone varchar(30) NOT NULL,
        product_reference varchar(120),
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        items jsonb NOT NULL DEFAULT '[]',
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        idempotency_key varchar(200) CONSTRAINT quotes_idempotency_key_key UNIQUE,
        is_spam boolean NOT NULL DEFAULT false,
        status varchar(20) NOT NULL DEFAULT 'reçu' CHECK (status IN ('reçu', 'transmis', 'échec', 'stocké', 'traité')),
        attempts integer NOT NULL DEFAULT 0,
        resend_count integer NOT NULL DEFAULT 0,
        last_error text,
        picked_at timestamptz,
        delivered_at timestamptz,
        handled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quotes_status_created_idx ON quotes (status, created_at)`);
    await q.query(`CREATE INDEX quotes_user_idx ON quotes (user_id)`);
    await q.query(`CREATE INDEX quotes_created_idx ON quotes (created_at DESC)`);
    // What the sweeper scans: quotes waiting for delivery.
    await q.query(`CREATE INDEX quotes_pending_idx ON quotes (updated_at) WHERE status = 'reçu'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE quotes`);
  }
}
