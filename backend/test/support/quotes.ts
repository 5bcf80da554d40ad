import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { QuoteQueue } from '../../src/quotes/quote-queue';
import { dataSource, freshIp } from '../utils';

/** Short delivery settings so retries, failures and the sweeper play out in seconds. */
export function useQuoteTestSettings(formServiceUrl: string, overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    FORM_SERVICE_URL: formServiceUrl,
    QUOTE_DELIVERY_ATTEMPTS: '5',
    QUOTE_DELIVERY_BACKOFF_MS: '100',
    QUOTE_DELIVERY_TIMEOUT_MS: '2000',
    QUOTE_ENQUEUE_TIMEOUT_MS: '500',
    QUOTE_SWEEP_INTERVAL_MS: '250',
    QUOTE_SWEEP_AFTER_MS: '1000',
    QUOTES_RATE_LIMIT: '10',
    QUOTES_RATE_TTL_MS: '60000',
    ...overrides,
  });
}

export { freshIp } from '../utils';

let emailCounter = 0;
export function uniqueEmail(tag: string): string {
  emailCounter += 1;
  return `${tag}-${process.pid}-${emailCounter}@example.fr`;
}

export function validQuote(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientType: 'entreprise',
    name: 'Claire Martin',
    company: 'Solaire Atlantique SARL',
    email,
    phone: '+33 6 12 34 56 78',
    productReference: 'FH3-102',
    subject: 'Demande de devis pour FH3-102',
    message: 'Bonjour, pourriez-vous me faire un devis pour 3 batteries ?',
    ...extra,
  };
}

export function postQuote(app: NestFastifyApplication, body: unknown, headers: Record<string, string> = {}): request.Test {
  const req = request(app.getHttpServer()).post('/api/quotes').set('X-Forwarded-For', freshIp());
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req.send(body as object);
}

export async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function quoteRow(app: NestFastifyApplication, id: number): Promise<Record<string, unknown>> {
  const [row] = await dataSource(app).query('SELECT * FROM quotes WHERE id = $1', [id]);
  return row;
}

export async function waitForStatus(
  app: NestFastifyApplication,
  id: number,
  status: string,
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  return waitFor(
    async () => {
      const row = await quoteRow(app, id);
      return row?.status === status ? row : undefined;
    },
    timeoutMs,
    `quote ${id} → ${status}`,
  );
}

/**
 * Leaves nothing behind for the next suite (they share the database and the Redis db):
 * the queue is emptied and quotes still waiting are closed.
 */
export async function closeQuotesApp(app: NestFastifyApplication | undefined): Promise<void> {
  if (!app) return;
  await app
    .get(QuoteQueue)
    .queue.obliterate({ force: true })
    .catch(() => undefined);
  await dataSource(app).query(`UPDATE quotes SET status = 'échec', last_error = 'fin de la suite de tests' WHERE status = 'reçu'`);
  await app.close();
}
