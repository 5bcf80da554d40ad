import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { canMoveQuote, QUOTE_MOVERS, QUOTE_STATUSES } from '@stockwatt/shared';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/events/domain-events';
import { moveQuote, QuoteMove, QuoteMoveRefused } from '../src/quotes/quote-moves';
import { postQuote, uniqueEmail, validQuote } from './support/quotes';
import { createTestApp, dataSource } from './utils';

/**
 * Every status move goes through moveQuote, which checks it against the shared machine: each of
 * the 75 (from, to, mover) triples is tried on a real quote row, the allowed ones move it and the
 * others are refused, naming the move, with nothing written.
 */
describe('the quote state machine, run by the API', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let id: number;

  beforeAll(async () => {
    delete process.env.FORM_SERVICE_URL; // quotes are kept as `stocké`, never queued: only the moves below change them
    app = await createTestApp();
    db = dataSource(app);
    id = (await postQuote(app, validQuote(uniqueEmail('machine'))).expect(202)).body.id;
  });

  afterAll(() => app?.close());

  /** A move as the API makes one: in a write of the event bus. */
  const move = (m: QuoteMove) => app.get(DomainEvents).write((tx, publish) => moveQuote(tx, publish, m));
  const arrange = async (status: string, jobId = randomUUID()) => {
    await db.query(`UPDATE quotes SET status = $2, job_id = $3, updated_at = '2026-01-01' WHERE id = $1`, [id, status, jobId]);
    return jobId;
  };
  const row = async () => (await db.query(`SELECT status, job_id, updated_at FROM quotes WHERE id = $1`, [id]))[0];

  it('makes every move the machine allows and refuses every other, writing nothing', async () => {
    const refused: string[] = [];
    for (const by of QUOTE_MOVERS)
      for (const from of QUOTE_STATUSES)
        for (const to of QUOTE_STATUSES) {
          const attempt = await arrange(from);
          const before = await row();
          const moving = move({ id, to, by, attempt });
          if (canMoveQuote(from, to, by)) {
            expect([by, from, to, (await moving).status]).toEqual([by, from, to, to]);
            continue;
          }
          const error = await moving.then(
            () => null,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(QuoteMoveRefused);
          expect((error as QuoteMoveRefused).reason).toBe('not allowed');
          expect((error as Error).message).toBe(`quote ${id}: ${by} may not move it from "${from}" to "${to}"`);
          expect(await row()).toEqual(before);
          refused.push(`${by}:${from}→${to}`);
        }
    // Resend from 4 statuses, handle from all 5, 3 delivery moves from reçu, 1 sweep: 13 allowed of 75.
    expect(refused).toHaveLength(75 - 13);
  });

  it('refuses the worker a move once its attempt is no longer the quote’s delivery', async () => {
    await arrange('reçu');
    const before = await row();
    await expect(move({ id, to: 'transmis', by: 'delivery', attempt: randomUUID() })).rejects.toMatchObject({
      reason: 'stale attempt',
      from: 'reçu',
    });
    expect(await row()).toEqual(before);
  });

  it('refuses a move of a quote that does not exist', async () => {
    await expect(move({ id: 2_000_000_000, to: 'traité', by: 'admin' })).rejects.toMatchObject({
      reason: 'not found',
      from: null,
    });
  });

  it('lets one of two movers racing for the same quote win', async () => {
    const attempt = await arrange('reçu');
    const outcomes = await Promise.allSettled([
      move({ id, to: 'transmis', by: 'delivery', attempt }),
      move({ id, to: 'échec', by: 'delivery', attempt }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
