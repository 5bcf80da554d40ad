import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { FakeFormService } from './support/fake-form-service';
import { OwnRedis, redisTestPort } from './support/own-redis';
import { closeQuotesApp, postQuote, quoteRow, uniqueEmail, useQuoteTestSettings, validQuote, waitForStatus } from './support/quotes';
import { createTestApp } from './utils';

/**
 * Redis down at intake: the app runs on a redis-server of its own, which the test kills
 * (its data goes with it), posts quotes, then starts again empty. Every quote is answered
 * 202, stays `reçu` in PostgreSQL, and is delivered exactly once when Redis is back.
 */
describe('Quotes with Redis down at intake', () => {
  const redis = new OwnRedis(redisTestPort());
  const forms = new FakeFormService();
  let app: NestFastifyApplication;
  const savedRedisUrl = process.env.REDIS_URL;

  beforeAll(async () => {
    await redis.start();
    await forms.start();
    process.env.REDIS_URL = redis.url;
    useQuoteTestSettings(forms.url, { QUOTE_SWEEP_AFTER_MS: '1500' });
    app = await createTestApp();
  });
  afterAll(async () => {
    await redis.start();
    await closeQuotesApp(app);
    await redis.stop();
    await forms.stop();
    process.env.REDIS_URL = savedRedisUrl;
  });

  it('answers 202 while Redis is down and delivers each quote once Redis is back', async () => {
    const warmup = uniqueEmail('avant');
    const first = await postQuote(app, validQuote(warmup)).expect(202);
    await waitForStatus(app, first.body.id, 'transmis');

    await redis.stop();
    const emails = [uniqueEmail('coupure'), uniqueEmail('coupure'), uniqueEmail('coupure')];
    const started = Date.now();
    const ids: number[] = [];
    for (const email of emails) {
      const res = await postQuote(app, validQuote(email)).expect(202);
      expect(res.body.status).toBe('reçu');
      ids.push(res.body.id);
    }
    expect(Date.now() - started).toBeLessThan(5000); // each answer waits at most QUOTE_ENQUEUE_TIMEOUT_MS
    for (const id of ids) expect((await quoteRow(app, id)).status).toBe('reçu');
    const health = await request(app.getHttpServer()).get('/api/health');
    expect(health.status).toBe(503);

    await redis.start();
    for (const id of ids) await waitForStatus(app, id, 'transmis', 20_000);
    await new Promise((r) => setTimeout(r, 2000)); // further sweeps add nothing
    for (const email of emails) expect(forms.for(email)).toHaveLength(1);
    expect(forms.for(warmup)).toHaveLength(1);
  });
});
