import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { BatchedRedisCounter, BatchedRedisStore } from './batched-redis-store';

const MINUTE = 60_000;
/** Long enough that only the explicit flushes of a test send anything. */
const NO_TIMER = 3_600_000;
/**
 * Waits until the client has had Redis's answer to every command sent before: a PING sent after
 * them comes back after them on the one connection, and a turn of the event loop lets the counter
 * take in the answer. A fixed wait was not enough for a first connection on a busy CI machine.
 */
const heardFrom = async (client: Redis) => {
  await client.ping();
  await new Promise((resolve) => setImmediate(resolve));
};

describe('BatchedRedisCounter (the default per-IP limit, two processes on one Redis)', () => {
  const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
  const other = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
  const counters: BatchedRedisCounter[] = [];
  const counter = (client: Redis, flushMs = NO_TIMER) => {
    const made = new BatchedRedisCounter(client, flushMs);
    counters.push(made);
    return made;
  };
  let key: string;

  beforeEach(() => (key = `rate-limit-spec:${randomUUID()}`));
  afterAll(async () => {
    await Promise.all(counters.map((c) => c.stop()));
    redis.disconnect();
    other.disconnect();
  });

  it('answers from memory, and counts what another process sent once it has heard from Redis', async () => {
    const first = counter(redis);
    const second = counter(other);
    for (let i = 1; i <= 4; i++) expect(first.hit(key, MINUTE).current).toBe(i);
    await first.flush();
    expect(Number(await redis.get(key))).toBe(4);

    expect(second.hit(key, MINUTE).current).toBe(1); // new here: answered at once, sent without waiting
    await heardFrom(other);
    expect(second.hit(key, MINUTE).current).toBe(6); // 4 from the first process, 2 from this one
    expect(first.hit(key, MINUTE).current).toBe(5); // the first still knows only its own until it flushes
    await first.flush();
    expect(first.hit(key, MINUTE).current).toBe(7);
  });

  it('sends every pending hit, once, and keeps the window Redis gives', async () => {
    const only = counter(redis);
    only.hit(key, MINUTE);
    await heardFrom(redis);
    for (let i = 0; i < 99; i++) only.hit(key, MINUTE);
    await Promise.all([only.flush(), only.flush()]);
    expect(Number(await redis.get(key))).toBe(100);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(MINUTE - 5_000);
    expect(only.hit(key, MINUTE).ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('starts a new window when the old one ends, here and in Redis', async () => {
    const only = counter(redis);
    only.hit(key, 200);
    only.hit(key, 200);
    await only.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(only.hit(key, 200).current).toBe(1);
    await heardFrom(redis);
    expect(Number(await redis.get(key))).toBe(1);
  });

  it('flushes on its own timer, and a stopped counter sends what it had', async () => {
    const timed = counter(redis, 50);
    timed.hit(key, MINUTE);
    timed.hit(key, MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(Number(await redis.get(key))).toBe(2);
    timed.hit(key, MINUTE);
    await timed.stop();
    expect(Number(await redis.get(key))).toBe(3);
  });

  it('counts in this process alone while Redis does not answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const alone = counter(away);
    expect(alone.hit(key, MINUTE).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the failed send's answer: no connection to wait on
    alone.hit(key, MINUTE);
    await alone.flush();
    expect(alone.hit(key, MINUTE).current).toBe(3);
    away.disconnect();
  });

  it('gives a route with a limit of its own keys of its own', async () => {
    const shared = counter(redis);
    const store = new BatchedRedisStore(shared, `${key}:`);
    const route = store.child({ routeInfo: { method: 'POST', url: '/api/x' } });
    const answers: number[] = [];
    const record = (_error: Error | null, result?: { current: number }) => answers.push(result!.current);
    store.incr('10.0.0.1', record, MINUTE);
    store.incr('10.0.0.1', record, MINUTE);
    route.incr('10.0.0.1', record, MINUTE);
    expect(answers).toEqual([1, 2, 1]);
    await shared.flush();
    expect(Number(await redis.get(`${key}:10.0.0.1`))).toBe(2);
    expect(Number(await redis.get(`${key}:POST/api/x-10.0.0.1`))).toBe(1);
  });
});
