import { getQueueToken } from '@nestjs/bullmq';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { Queue } from 'bullmq';
import { AppModule } from '../src/app.module';
import { MailProcessor } from '../src/mail/mail.processor';
import { QuoteDeliveryProcessor } from '../src/quotes/quote-delivery.processor';
import { QUOTE_SWEEP, SCHEDULES_QUEUE, TOKEN_PURGE } from '../src/worker/scheduled-jobs';
import { ScheduledJobsProcessor } from '../src/worker/scheduled-jobs.processor';
import { FakeFormService } from './support/fake-form-service';
import { closeQuotesApp, useQuoteTestSettings, waitFor } from './support/quotes';
import { createTestApp, dataSource } from './utils';

const WORKER_PARTS = [QuoteDeliveryProcessor, MailProcessor, ScheduledJobsProcessor];

describe('process roles', () => {
  it('leaves the processors and schedules out of ROLE=api and puts them in ROLE=worker', async () => {
    const has = async (role: 'api' | 'worker') => {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRole(role)] }).compile();
      try {
        return WORKER_PARTS.map((part) => {
          try {
            return moduleRef.get(part, { strict: false }) instanceof part;
          } catch {
            return false;
          }
        });
      } finally {
        await moduleRef.close();
      }
    };
    expect(await has('api')).toEqual([false, false, false]);
    expect(await has('worker')).toEqual([true, true, true]);
  });
});

/**
 * Two processes able to run scheduled work (ROLE=all, like two workers) on one Redis: the
 * schedule lives in Redis, so each interval makes one job run by one of them, not one per process.
 */
describe('scheduled jobs across the fleet (e2e)', () => {
  const forms = new FakeFormService();
  const intervalMs = 300;
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let schedules: Queue;

  beforeAll(async () => {
    await forms.start();
    useQuoteTestSettings(forms.url, { QUOTE_SWEEP_INTERVAL_MS: String(intervalMs) });
    process.env.TOKEN_PURGE_INTERVAL_MS = '500';
    a = await createTestApp();
    b = await createTestApp();
    schedules = a.get<Queue>(getQueueToken(SCHEDULES_QUEUE));
  });

  afterAll(async () => {
    await schedules?.obliterate({ force: true }).catch(() => undefined);
    await closeQuotesApp(a);
    await closeQuotesApp(b);
    await forms.stop();
  });

  it('sweeps quotes once per interval for the whole fleet', async () => {
    const windowMs = 3000;
    const from = Date.now();
    await new Promise((r) => setTimeout(r, windowMs));
    const runs = (await schedules.getCompleted(0, -1)).filter(
      (job) => job.name === QUOTE_SWEEP && job.processedOn! >= from && job.processedOn! < from + windowMs,
    );
    console.log(`quote sweeps in ${windowMs} ms at ${intervalMs} ms with two worker processes: ${runs.length}`);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(windowMs / intervalMs + 1); // one process's worth, not two
  });

  it('purges expired refresh tokens and mail links, and only those', async () => {
    const db = dataSource(a);
    const [{ id: userId }] = await db.query(`SELECT id FROM users ORDER BY id LIMIT 1`);
    await db.query(
      `WITH expired AS (
         INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, gen_random_uuid(), $2, now() - interval '1 hour')
       ), live AS (
         INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, gen_random_uuid(), $3, now() + interval '1 hour')
       )
       INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset_password', $4, now() - interval '1 hour')`,
      [userId, 'e'.repeat(64), 'f'.repeat(64), 'd'.repeat(64)],
    );
    const left = (table: string, hash: string) =>
      db.query(`SELECT 1 FROM ${table} WHERE token_hash = $1`, [hash]).then((rows: unknown[]) => rows.length);
    await waitFor(
      async () => (await left('refresh_tokens', 'e'.repeat(64))) === 0 && (await left('user_tokens', 'd'.repeat(64))) === 0,
      10_000,
      'the purge',
    );
    expect(await left('refresh_tokens', 'f'.repeat(64))).toBe(1);
    const purges = (await schedules.getCompleted(0, -1)).filter((job) => job.name === TOKEN_PURGE);
    expect(purges.some((job) => job.returnvalue?.done >= 1)).toBe(true); // the scheduled job did it
    await db.query(`DELETE FROM refresh_tokens WHERE token_hash = $1`, ['f'.repeat(64)]);
  });
});
