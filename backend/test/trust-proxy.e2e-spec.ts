import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import request from 'supertest';
import { createTestApp } from './utils';

/**
 * TRUST_PROXY decides whose X-Forwarded-For is believed, hence which address a rate limit
 * counts: the tests' requests come from 127.0.0.1, trusted by default (loopback).
 */
describe('TRUST_PROXY', () => {
  let app: NestFastifyApplication | undefined;
  const saved = { TRUST_PROXY: process.env.TRUST_PROXY, QUOTES_RATE_LIMIT: process.env.QUOTES_RATE_LIMIT };

  afterEach(async () => {
    await app?.close();
    app = undefined;
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  async function statuses(forwardedFor: string[]): Promise<number[]> {
    const out: number[] = [];
    for (const ip of forwardedFor)
      out.push((await request(app!.getHttpServer()).post('/api/quotes').set('X-Forwarded-For', ip).send({})).status);
    return out;
  }

  it('counts the address a trusted proxy reports (one hop)', async () => {
    Object.assign(process.env, { TRUST_PROXY: '1', QUOTES_RATE_LIMIT: '2' });
    app = await createTestApp();
    expect(await statuses(['203.0.113.7', '203.0.113.7', '203.0.113.7', '203.0.113.8'])).toEqual([400, 400, 429, 400]);
  });

  it('ignores X-Forwarded-For from a peer outside the trusted ranges', async () => {
    Object.assign(process.env, { TRUST_PROXY: '10.0.0.0/8', QUOTES_RATE_LIMIT: '2' });
    // Earlier suites may have counted requests against 127.0.0.1 within the minute: start from zero.
    const redis = new Redis(process.env.REDIS_URL!);
    const keys = await redis.keys('throttle:*');
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    app = await createTestApp();
    // every request counts against 127.0.0.1, whatever it claims
    expect(await statuses(['203.0.113.9', '203.0.113.10', '203.0.113.11'])).toEqual([400, 400, 429]);
  });
});
