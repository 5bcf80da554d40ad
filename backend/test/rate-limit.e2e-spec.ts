import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import request from 'supertest';
import { REDIS } from '../src/redis/redis.module';
import { RATE_LIMIT_FLUSH_MS } from '../src/throttling/batched-redis-store';
import { createTestApp, freshIp } from './utils';

/** A default per-IP limit on every route, pages and API alike, beside the stricter ones of sign-in, quotes and reviews. */
describe('the default rate limit on every route', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '5';
    app = await createTestApp();
  });
  afterAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000000';
    await app?.close();
  });

  it('answers 429 with Retry-After past RATE_LIMIT_PER_MINUTE requests a minute from one address, whatever the route', async () => {
    const ip = freshIp();
    const get = (url: string, from = ip) => request(app.getHttpServer()).get(url).set('X-Forwarded-For', from);
    const statuses: number[] = [];
    for (const url of ['/api/products', '/api/products/1', '/robots.txt', '/api/products?q=batterie', '/api/products/suggestions?q=py'])
      statuses.push((await get(url)).status);
    expect(statuses.every((s) => s < 400)).toBe(true);
    const refused = await get('/api/products');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(refused.body.message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes?\.$/);
    expect((await get('/robots.txt')).status).toBe(429); // files and pages too
    expect((await get('/api/products', freshIp())).status).toBe(200); // another address is not held back
    expect((await get('/api/health')).status).toBe(200); // health checks are never counted
  });

  it('counts an address across instances: what one admitted is known to the other after a flush', async () => {
    const other = await createTestApp();
    try {
      const ip = freshIp();
      const on = (instance: NestFastifyApplication) => request(instance.getHttpServer()).get('/robots.txt').set('X-Forwarded-For', ip);
      for (let i = 0; i < 3; i++) expect((await on(app)).status).toBe(200);
      // The first instance's next flush (every RATE_LIMIT_FLUSH_MS) sends the hits it holds: waited
      // for in Redis, not for a fixed time a busy machine may overrun (a run saw the other admit a 3rd).
      const redis = app.get<Redis>(REDIS);
      const deadline = Date.now() + 10 * RATE_LIMIT_FLUSH_MS;
      while (Number(await redis.get(`rate-limit:${ip}`)) < 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(Number(await redis.get(`rate-limit:${ip}`))).toBe(3);
      // Alone, the other instance would admit 5; it admits the 2 the fleet has left.
      expect((await on(other)).status).toBe(200);
      expect((await on(other)).status).toBe(200);
      expect((await on(other)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});
