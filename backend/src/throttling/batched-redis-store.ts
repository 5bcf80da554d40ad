import { Logger } from '@nestjs/common';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import Redis from 'ioredis';

/** Adds a batch of hits to a window's counter; answers the fleet's count and the window's ms left. */
const ADD_HITS = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {count, ttl}
`;

type RedisWithAddHits = Redis & { rateLimitAddHits: (key: string, hits: number, timeWindow: number) => Promise<[number, number]> };

/** One address's window as this process sees it. */
interface Window {
  /** The fleet's count at the last answer from Redis (this process's sent hits included). */
  fleetCount: number;
  /** Hits counted here and not yet sent to Redis. */
  pending: number;
  /** Hits sent to Redis whose answer has not come back. */
  inFlight: number;
  expiresAt: number;
  timeWindow: number;
}

export const RATE_LIMIT_FLUSH_MS = 1000;

/**
 * Counts the default per-IP limit in this process's memory and adds the hits to the fleet's
 * counters in Redis in batches (once per flush for every address), so the limit stays fleet-wide
 * but no request waits for a Redis round trip: @fastify/rate-limit's RedisStore, one round trip a
 * request, cost the cold catalogue a quarter of its throughput.
 * An address new to this process in its window is sent at once (its request does not wait), so
 * what the other instances counted is known from its next requests on. The limit can thus be passed
 * by what the other instances admit within one flush, which a per-minute ceiling against floods
 * tolerates; the stricter sign-in, quote and review limits still count in Redis on every request.
 * While Redis is away, each process counts on its own.
 */
export class BatchedRedisCounter {
  private readonly logger = new Logger(BatchedRedisCounter.name);
  private readonly windows = new Map<string, Window>();
  private readonly timer: NodeJS.Timeout;
  /** Said once when Redis stops answering, not once per address and flush. */
  private redisAway = false;

  constructor(
    private readonly redis: Redis,
    flushMs = RATE_LIMIT_FLUSH_MS,
  ) {
    if (!('rateLimitAddHits' in redis)) redis.defineCommand('rateLimitAddHits', { numberOfKeys: 1, lua: ADD_HITS });
    this.timer = setInterval(() => void this.flush(), flushMs).unref();
  }

  /** Counts one hit and answers at once from memory: the count the fleet is known to have, and the ms left. */
  hit(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    const isNew = !window || window.expiresAt <= now;
    if (!window || isNew) {
      window = { fleetCount: 0, pending: 0, inFlight: 0, expiresAt: now + timeWindow, timeWindow };
      this.windows.set(key, window);
    }
    window.pending += 1;
    if (isNew) void this.send(key, window);
    return { current: window.fleetCount + window.inFlight + window.pending, ttl: Math.max(0, window.expiresAt - now) };
  }

  /** Sends every address's pending hits and forgets the windows that have ended. */
  async flush(): Promise<void> {
    const now = Date.now();
    const sends: Promise<void>[] = [];
    for (const [key, window] of this.windows) {
      if (window.pending > 0) sends.push(this.send(key, window));
      else if (window.expiresAt <= now && window.inFlight === 0) this.windows.delete(key);
    }
    await Promise.all(sends);
  }

  /** Stops the timer and sends what is left, so a stopping instance's hits still count. */
  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.flush();
  }

  private async send(key: string, window: Window): Promise<void> {
    const hits = window.pending;
    if (hits === 0) return;
    window.pending = 0;
    window.inFlight += hits;
    try {
      const [count, ttl] = await (this.redis as RedisWithAddHits).rateLimitAddHits(key, hits, window.timeWindow);
      // Two sends of one window may come back out of order: the larger count is the later one.
      window.fleetCount = Math.max(window.fleetCount, count);
      window.expiresAt = Date.now() + ttl;
      this.redisAway = false;
    } catch (error) {
      window.fleetCount += hits;
      if (!this.redisAway) this.logger.warn(`Rate limit counted in this process only: ${(error as Error).message}`);
      this.redisAway = true;
    } finally {
      window.inFlight -= hits;
    }
  }
}

/** @fastify/rate-limit's store contract over one counter; a route with a limit of its own gets its own keys. */
export class BatchedRedisStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: BatchedRedisCounter,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    callback(null, this.counter.hit(this.prefix + key, timeWindow));
  }

  // The plugin passes the route's merged limit settings, the route itself under routeInfo (its typings say otherwise).
  child(settings: object): BatchedRedisStore {
    const { method, url } = (settings as { routeInfo: { method?: string | string[]; url?: string } }).routeInfo;
    return new BatchedRedisStore(this.counter, `${this.prefix}${String(method ?? '')}${url ?? ''}-`);
  }
}
