import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import * as path from 'node:path';
import { loadConfig } from '../src/config/configuration';
import { prepareDatabase } from '../src/database/prepare';
import { QUOTE_SWEEP, SCHEDULES_QUEUE } from '../src/worker/scheduled-jobs';
import { FakeFormService } from './support/fake-form-service';
import { ensureBuiltApi, fleetRedisUrl, freePort, RoundRobinProxy, ShopProcess } from './support/fleet';
import { validQuote, waitFor } from './support/quotes';
import { TestS3Server } from './support/s3-server';
import { ADMIN, dropDatabase, siblingDatabaseUrl } from './utils';

const QUOTES = 200;
const IN_FLIGHT = 20;
const CONCURRENCY = 10;
const SWEEP_MS = 1000;

/**
 * The shop as a fleet on one machine, loopback only: two API processes (ROLE=api) and one
 * worker (ROLE=worker) built as the image runs them, on one PostgreSQL database, one Redis
 * database and a real S3-compatible server, behind a round-robin proxy; the form service is a
 * fake on loopback. The processes run `dist/` (`npm test` builds first; after changing the API,
 * `npm run build -w backend` before running this file alone).
 */
describe('the shop as a fleet (separate processes)', () => {
  const s3 = new TestS3Server();
  const forms = new FakeFormService();
  const databaseUrl = siblingDatabaseUrl('fleet');
  const redisUrl = fleetRedisUrl();
  let env: Record<string, string>;
  let a: ShopProcess;
  let b: ShopProcess;
  let worker: ShopProcess;
  const workerPids: number[] = [];
  let proxy: RoundRobinProxy;
  let admin: string;
  let address = 0;
  const clientIp = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

  beforeAll(async () => {
    ensureBuiltApi();
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    await Promise.all([
      s3.start(),
      forms.start(),
      prepareDatabase({ ...loadConfig(), databaseUrl }, { fresh: true, demo: 'new-database' }),
    ]);
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl,
      ...s3.env,
      UPLOADS_DIR: '/nonexistent/no-local-uploads-in-a-fleet',
      STOREFRONT_DIST: '/nonexistent',
      BACKOFFICE_DIST: '/nonexistent',
      FORM_SERVICE_URL: forms.url,
      QUOTE_DELIVERY_ATTEMPTS: '5',
      QUOTE_DELIVERY_BACKOFF_MS: '200',
      QUOTE_DELIVERY_TIMEOUT_MS: '5000',
      QUOTE_ENQUEUE_TIMEOUT_MS: '3000',
      QUOTE_WORKER_CONCURRENCY: String(CONCURRENCY),
      QUOTE_JOB_LOCK_MS: '2000',
      QUOTE_SWEEP_INTERVAL_MS: String(SWEEP_MS),
      QUOTE_SWEEP_AFTER_MS: '10000',
      QUOTES_RATE_LIMIT: '10',
      RATE_LIMIT_PER_MINUTE: '1000000',
      CATALOGUE_CACHE_TTL_MS: '600000', // only an invalidation can refresh a cached answer here
    };
    const [portA, portB, portW] = [await freePort(), await freePort(), await freePort()];
    a = new ShopProcess('API A', 'api', portA, env).start();
    b = new ShopProcess('API B', 'api', portB, env).start();
    worker = new ShopProcess('worker', 'worker', portW, env).start();
    await Promise.all([a.healthy(), b.healthy(), worker.healthy()]);
    workerPids.push(worker.pid!);
    proxy = await new RoundRobinProxy([portA, portB]).start();
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a, b, worker].map((p) => p?.kill('SIGKILL')));
    await proxy?.stop();
    await forms.stop();
    await s3.stop();
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    await dropDatabase(databaseUrl);
  }, 60_000);

  const api = (shop: ShopProcess | RoundRobinProxy, route: string, init: RequestInit & { ip?: string } = {}) =>
    fetch(`${shop.url}${route}`, {
      ...init,
      headers: {
        'X-Forwarded-For': init.ip ?? clientIp(),
        ...(admin ? { Authorization: `Bearer ${admin}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

  it('accepts on B the session opened on A', async () => {
    const login = await api(a, '/api/auth/login', { method: 'POST', ...json(ADMIN) });
    expect(login.status).toBe(200);
    admin = (await login.json()).accessToken;
    const me = await api(b, '/api/auth/me');
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(ADMIN.email);
  });

  it('shows on B, within a second, a product edited through A (catalogue answer and product page)', async () => {
    const reference = (await (await api(a, '/api/admin/products/1')).json()).reference;
    const cardOnB = async () => (await (await api(b, `/api/products?q=${encodeURIComponent(reference)}`)).json()).items[0]?.name;
    const pageOnB = async () => (await (await api(b, '/api/products/1')).json()).name;
    const before = await cardOnB(); // both now cached on B
    expect(await pageOnB()).toBe(before);
    const renamed = `${before} (édité sur A)`;
    const put = await api(a, '/api/admin/products/1', { method: 'PUT', ...json({ name: renamed }) });
    expect(put.status).toBe(200);
    const edited = Date.now();
    await waitFor(async () => (await cardOnB()) === renamed && (await pageOnB()) === renamed, 1000, 'the new name on B');
    console.log(`fleet: product renamed on A seen on B after ${Date.now() - edited} ms`);
  });

  it('serves through B, from the bucket and with nosniff, an image uploaded through A', async () => {
    const png = await readFile(path.join(__dirname, 'fixtures', 'batterie.png'));
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'batterie.png');
    const upload = await api(a, '/api/admin/uploads/images', { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const { url } = await upload.json();
    const served = await api(b, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0);
    const client = s3.client();
    const object = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: url.replace(/^\/uploads\//, '') }));
    client.destroy();
    expect(object.ContentType).toBe('image/png');
  });

  it('counts rate limits per client address across both instances behind the proxy', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api(proxy, '/api/quotes', { method: 'POST', ip, ...json(validQuote(`limite-${i}@example.fr`)) });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await api(proxy, '/api/quotes', { method: 'POST', ...json(validQuote('autre-client@example.fr')) })).status).toBe(202);
    expect(proxy.hits[0]).toBeGreaterThan(0);
    expect(proxy.hits[1]).toBeGreaterThan(0);
  });

  it('delivers every accepted quote, once per delivery key, when the worker is SIGKILLed half-way and restarted', async () => {
    forms.answerAfter(150); // deliveries stay in flight long enough for the kill to catch some
    const emails: string[] = [];
    const statuses: number[] = [];
    let answered = 0;
    let killedAt = 0;
    let restart: Promise<void> | undefined;
    let next = 0;
    const post = async (): Promise<void> => {
      for (let i = next++; i < QUOTES; i = next++) {
        const email = `flotte-${i}@example.fr`;
        const res = await api(i % 2 ? b : a, '/api/quotes', { method: 'POST', ...json(validQuote(email)) });
        statuses[i] = res.status;
        if (res.status === 202) emails.push(email);
        if (++answered === QUOTES / 2) {
          restart = (async () => {
            await worker.kill('SIGKILL');
            killedAt = Date.now();
            worker = new ShopProcess('worker (restarted)', 'worker', worker.port, env).start();
            await worker.healthy();
            workerPids.push(worker.pid!);
          })();
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, post));
    await restart;
    expect(statuses.filter((s) => s === 202)).toHaveLength(QUOTES);

    const ours = () => forms.received.filter((r) => String(r.body.email).startsWith('flotte-'));
    await waitFor(async () => new Set(ours().map((r) => r.body.email)).size === QUOTES, 120_000, 'every quote at the form service');
    await new Promise((r) => setTimeout(r, 5000)); // more than twice QUOTE_JOB_LOCK_MS: late repeats would show now

    const byKey = new Map<string, { email: unknown; at: number[] }>();
    for (const r of ours()) {
      const key = String(r.headers['idempotency-key']);
      const entry = byKey.get(key) ?? { email: r.body.email, at: [] };
      expect(entry.email).toBe(r.body.email); // one key, one quote
      entry.at.push(r.at);
      byKey.set(key, entry);
    }
    expect(byKey.size).toBe(QUOTES); // one delivery key per quote, none lost
    const repeated = [...byKey.values()].filter((e) => e.at.length > 1);
    const repeats = repeated.reduce((n, e) => n + e.at.length - 1, 0);
    console.log(
      `fleet: ${QUOTES} quotes answered 202 and delivered with a worker SIGKILLed after ${QUOTES / 2} answers; ` +
        `${repeats} repeat(s) of ${repeated.length} delivery key(s), all in flight at the kill; every other key received once`,
    );
    for (const entry of repeated) {
      expect(Math.min(...entry.at)).toBeLessThanOrEqual(killedAt); // first received before the kill: in flight then
      expect(entry.at).toHaveLength(2);
    }
    expect(repeated.length).toBeLessThanOrEqual(CONCURRENCY);
  }, 300_000);

  it('runs the quote sweeper once per interval for the whole fleet, on the worker only', async () => {
    const schedules = new Queue(SCHEDULES_QUEUE, { connection: { url: redisUrl } });
    try {
      const windowMs = 5 * SWEEP_MS;
      const from = Date.now();
      await new Promise((r) => setTimeout(r, windowMs));
      const runs = (await schedules.getCompleted(0, -1)).filter((job) => job.name === QUOTE_SWEEP);
      const inWindow = runs.filter((job) => job.processedOn! >= from && job.processedOn! < from + windowMs);
      console.log(`fleet: ${inWindow.length} quote sweep(s) in ${windowMs} ms at one per ${SWEEP_MS} ms, ${runs.length} in all`);
      expect(inWindow.length).toBeGreaterThanOrEqual(2);
      expect(inWindow.length).toBeLessThanOrEqual(windowMs / SWEEP_MS + 1);
      const workers = new Set(workerPids.map((pid) => `${hostname()}:${pid}`));
      for (const job of runs) expect(workers.has(job.processedBy!)).toBe(true); // never an API process
    } finally {
      await schedules.close();
    }
  }, 60_000);
});
