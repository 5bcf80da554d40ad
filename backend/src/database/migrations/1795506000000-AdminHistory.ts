import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who changed what in the back office (history module), written with each admin write. */
export class AdminHistory1795506000000 implements MigrationInterface {
  name = 'AdminHistory1795506000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_history (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id integer REFERENCES users(id) ON DELETE SET NULL,
        actor_email varchar(254),
        resource varchar(40) NOT NULL,
        record_id integer NOT NULL,
        action varchar(20) NOT NULL CHECK (action IN ('create', 'update', 'delete')),
        changes jsonb NOT NULL DEFAULT '[]',
        cause jsonb
      )`);
    await q.query(`CREATE INDEX admin_history_record_idx ON admin_history (resource, record_id, id)`);
    await q.query(`CREATE INDEX admin_history_cause_idx ON admin_history ((cause ->> 'id')) WHERE cause IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_history`);
  }
}
