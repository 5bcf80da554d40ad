import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig } from '../src/config/configuration';
import { prepareDatabase } from '../src/database/prepare';
import { QuotesQueueHealthIndicator } from '../src/quotes/quotes.health';
import { QuotesSweeper } from '../src/quotes/quotes.sweeper';
import { FakeFormService } from './support/fake-form-service';
import { closeQuotesApp, postQuote, quoteRow, uniqueEmail, useQuoteTestSettings, validQuote, waitForStatus } from './support/quotes';
import { createTestApp, dataSource, dropDatabase, siblingDatabaseUrl } from './utils';

/**
 * A database restored (quote ids start again at 1) while Redis keeps the jobs of the quotes
 * delivered before: every new quote is still delivered, and a quote left `reçu` whose job
 * already ended is reported stuck (dashboard, metrics) and queued again by the sweeper.
 */
describe('Quote delivery after a database restore (Redis kept)', () => {
  const url = siblingDatabaseUrl('restore');
  const testDatabase = process.env.DATABASE_URL;
  const forms = new FakeFormService();
  let app: NestFastifyApplication | undefined;

  async function freshDatabaseAndApp(): Promise<NestFastifyApplication> {
    await prepareDatabase({ ...loadConfig(), databaseUrl: url }, { fresh: true, demo: 'new-database' });
    process.env.DATABASE_URL = url;
    return createTestApp();
  }

  async function deliverThree(tag: string): Promise<{ ids: number[]; emails: string[] }> {
    const emails = [1, 2, 3].map((n) => uniqueEmail(`${tag}-${n}`));
    const ids: number[] = [];
    for (const email of emails) ids.push((await postQuote(app!, validQuote(email)).expect(202)).body.id);
    for (const id of ids) await waitForStatus(app!, id, 'transmis');
    return { ids, emails };
  }

  beforeAll(async () => {
    await forms.start();
    // The sweeper runs only when the test calls it: it must not hide a lost delivery.
    useQuoteTestSettings(forms.url, { QUOTE_SWEEP_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await closeQuotesApp(app);
    process.env.DATABASE_URL = testDatabase;
    await dropDatabase(url);
    await forms.stop();
  });

  it('delivers every new quote after the database is reset but not Redis', async () => {
    app = await freshDatabaseAndApp();
    const before = await deliverThree('avant');
    await app.close();

    app = await freshDatabaseAndApp(); // same Redis db: the earlier jobs are still there, completed
    const after = await deliverThree('apres');
    expect(after.ids).toEqual(before.ids); // ids reused, deliveries not confused with the old ones
    for (const email of [...before.emails, ...after.emails]) expect(forms.for(email)).toHaveLength(1);
    const keys = [...before.emails, ...after.emails].map((email) => forms.for(email)[0].headers['idempotency-key']);
    expect(new Set(keys).size).toBe(6);
    for (const email of after.emails) expect(forms.for(email)[0].body.deliveryId).toBe(forms.for(email)[0].headers['idempotency-key']);
  });

  it('reports a quote left `reçu` with a completed job as stuck, and the sweeper delivers it under a fresh attempt id', async () => {
    const email = uniqueEmail('bloque');
    const { id } = (await postQuote(app!, validQuote(email)).expect(202)).body;
    const delivered = await waitForStatus(app!, id, 'transmis');
    // What a restore from a backup taken before the delivery looks like: `reçu`, job completed in Redis.
    await dataSource(app!).query(
      `UPDATE quotes SET status = 'reçu', delivered_at = NULL, updated_at = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    // Reported where staff and operators look (the dashboard's queue, the quotes_stuck metric), not in the public health answer.
    expect(await app!.get(QuotesQueueHealthIndicator).check('quotes_queue')).toMatchObject({
      quotes_queue: { status: 'down', quotes_stuck: 1, stuck_ids: [id] },
    });
    await request(app!.getHttpServer()).get('/readyz').expect(200);

    expect(await app!.get(QuotesSweeper).sweep()).toBe(1);
    const again = await waitForStatus(app!, id, 'transmis');
    expect(again.job_id).not.toBe(delivered.job_id);
    expect(again.delivery_id).toBe(delivered.delivery_id); // same send: the form service can drop the repeat
    const sent = forms.for(email);
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([delivered.delivery_id, delivered.delivery_id]);
    expect(await app!.get(QuotesQueueHealthIndicator).check('quotes_queue')).toMatchObject({
      quotes_queue: { status: 'up', quotes_stuck: 0 },
    });
    expect(await app!.get(QuotesSweeper).findStuck()).toEqual([]);
    expect((await quoteRow(app!, id)).status).toBe('transmis');
  });
});
