import fastifyRateLimit, { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { AppConfig } from '../config/configuration';
import { PROBE_PATHS } from '../common/access-log';
import { RetryLaterException } from '../common/retry-later';
import { throttlingMessages } from './throttling.messages';
import { BatchedRedisCounter, BatchedRedisStore } from './batched-redis-store';

/**
 * A default limit on every request, pages and files included: RATE_LIMIT_PER_MINUTE (600) per IP
 * and minute, counted for the whole fleet in Redis in batches (batched-redis-store.ts). The sign-in, quote and review routes keep their stricter limits on
 * top; health checks are not counted. Registered before the routes, which take it from there.
 */
export async function limitEveryRoute(
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'rateLimitPerMinute'>,
  redis: Redis,
): Promise<void> {
  const counter = new BatchedRedisCounter(redis);
  const store = new BatchedRedisStore(counter, 'rate-limit:');
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', () => counter.stop());
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The plugin builds its store with `new`; a constructor answering an object gives that object.
    store: function SharedStore() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
    allowList: (request) => PROBE_PATHS.has(request.url.split('?')[0]),
    // Thrown as the shop's own 429, so the exception filter answers it like every other error.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RetryLaterException(throttlingMessages.tooManyRequests(seconds), seconds);
    },
  });
}
