import { Logger } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Fixed-window counter in Redis, so every API instance shares the same limits.
 * KEYS[1] hit counter, KEYS[2] block marker; ARGV ttl ms, limit, block ms.
 * Answers hits, ms to window end, blocked (0/1), ms to block end.
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return {hits, ttl, 1, blocked} end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, ttl, 1, tonumber(ARGV[3])}
end
return {hits, ttl, 0, 0}
`;

/**
 * @nest-lab/throttler-storage-redis 1.2 declares peers up to Nest 11 only, so npm refuses it next to
 * Nest 12; this is the same idea in a few lines on the shared ioredis client.
 * When Redis does not answer, requests are let through (logged): rate limiting must not take
 * sign-in down with it.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'throttle',
  ) {
    // A defined command is sent by its SHA (EVALSHA), not as the whole script on every request.
    if (!('throttleIncrement' in redis)) redis.defineCommand('throttleIncrement', { numberOfKeys: 2, lua: INCREMENT });
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}:${throttlerName}:${key}`;
    try {
      const redis = this.redis as Redis & { throttleIncrement: (...args: (string | number)[]) => Promise<unknown> };
      const [hits, ttlMs, blocked, blockMs] = (await redis.throttleIncrement(
        `${base}:hits`,
        `${base}:blocked`,
        Math.max(1, Math.ceil(ttl)),
        limit,
        Math.max(1, Math.ceil(blockDuration)),
      )) as [number, number, number, number];
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(ttlMs / 1000),
        isBlocked: blocked === 1,
        timeToBlockExpire: Math.ceil(blockMs / 1000),
      };
    } catch (error) {
      this.logger.warn(`Rate limit not checked (Redis): ${(error as Error).message}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
