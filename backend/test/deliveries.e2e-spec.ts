import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { FakeFormService } from './support/fake-form-service';
import { closeQuotesApp, postQuote, uniqueEmail, useQuoteTestSettings, validQuote, waitFor, waitForStatus } from './support/quotes';
import { ADMIN, createTestApp, loginToken } from './utils';

interface Delivery {
  id: string;
  queue: string;
  state: string;
  quote_id: number | null;
  subject: string;
  recipient: string;
  attempts_made: number;
  attempts_max: number;
  next_attempt_at: string | null;
  last_error: string | null;
  retryable: boolean;
}

/**
 * The delivery queues as staff see them: a quote the form service refuses waits for its next
 * attempt (with its time and the error), then fails, and staff send it again from the list.
 */
describe('the delivery queues for staff', () => {
  const forms = new FakeFormService();
  let app: NestFastifyApplication;
  let admin: string;
  const list = async (filter: object) =>
    (
      await request(app.getHttpServer())
        .get(`/api/admin/deliveries?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200)
    ).body as Delivery[];
  const retry = (id: string) =>
    request(app.getHttpServer())
      .post(`/api/admin/deliveries/${encodeURIComponent(id)}/retry`)
      .set('Authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    await forms.start();
    // Two attempts, three seconds apart: long enough to see the wait, short enough for a test.
    useQuoteTestSettings(forms.url, {
      QUOTE_DELIVERY_ATTEMPTS: '2',
      QUOTE_DELIVERY_BACKOFF_MS: '3000',
      QUOTE_SWEEP_INTERVAL_MS: '3600000',
    });
    app = await createTestApp();
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await closeQuotesApp(app);
    await forms.stop();
  });

  it('shows a refused delivery waiting for its next attempt, then failed with its error, and sends it again', async () => {
    const email = uniqueEmail('file');
    forms.failNext(2, email);
    const { id } = (await postQuote(app, validQuote(email)).expect(202)).body;
    const delayed = await waitFor(
      async () => (await list({ queue: 'quotes', state: 'delayed' })).find((d) => d.quote_id === id),
      10_000,
      'the wait',
    );
    expect(delayed).toMatchObject({
      queue: 'quotes',
      state: 'delayed',
      subject: 'Demande de devis pour FH3-102',
      recipient: `Claire Martin <${email}>`,
      attempts_made: 1,
      attempts_max: 2,
      last_error: 'Service de formulaire : HTTP 500',
      retryable: false,
    });
    const wait = new Date(delayed.next_attempt_at!).getTime() - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3500);
    expect((await retry(delayed.id).expect(409)).body.message).toBe('Seul un envoi en échec peut être relancé');

    await waitForStatus(app, id, 'échec', 15_000);
    const [failed] = (await list({ queue: 'quotes', state: 'failed' })).filter((d) => d.quote_id === id);
    expect(failed).toMatchObject({ state: 'failed', attempts_made: 2, last_error: 'Service de formulaire : HTTP 500', retryable: true });

    expect((await retry(failed.id).expect(200)).body).toMatchObject({ quote_id: id, retryable: false });
    await waitForStatus(app, id, 'transmis', 10_000);
    expect(forms.for(email)).toHaveLength(3);
  }, 40_000);

  it('filters by queue and state, answers 404 for a job that is not there, and stays an administrator’s screen', async () => {
    expect((await list({ queue: 'mail', state: ['failed', 'nope'] })).every((d) => d.queue === 'mail' && d.state === 'failed')).toBe(true);
    await retry('quotes:does-not-exist').expect(404);
    await retry('elsewhere:1').expect(404);
    await request(app.getHttpServer()).get('/api/admin/deliveries').expect(401);
  });
});
