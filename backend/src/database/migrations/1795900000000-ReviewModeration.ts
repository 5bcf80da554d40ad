import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews are moderated: a new one is `pending` until an administrator accepts or rejects it,
 * and only `accepted` ones are shown and counted. The reviews already published stay published
 * (`accepted`), so nothing disappears and no product's rating moves. The back office's
 * moderation list (a status, newest first) and its pending count read one index.
 */
export class ReviewModeration1795900000000 implements MigrationInterface {
  name = 'ReviewModeration1795900000000';

  async up(q: QueryRunner): Promise<void> {
    // Added with `accepted` as the default fills the existing rows without rewriting them one by one.
    await q.query(`
      ALTER TABLE reviews ADD COLUMN status varchar(10) NOT NULL DEFAULT 'accepted'
        CONSTRAINT reviews_status_check CHECK (status IN ('pending', 'accepted', 'rejected'))`);
    await q.query(`ALTER TABLE reviews ALTER COLUMN status SET DEFAULT 'pending'`);
    await q.query(`CREATE INDEX reviews_status_created_idx ON reviews (status, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // What was never accepted was never public: going back to unmoderated reviews must not publish it.
    await q.query(`DELETE FROM reviews WHERE status <> 'accepted'`);
    await q.query(`DROP INDEX reviews_status_created_idx`);
    await q.query(`ALTER TABLE reviews DROP COLUMN status`);
  }
}
