import fastifyRateLimit from '@fastify/rate-limit';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { AppConfig } from '../config/configuration';
import { RetryLaterException } from '../common/retry-later';
import { throttlingMessages } from './throttling.messages';

/**
 * A default limit on every request, pages and files included: RATE_LIMIT_PER_MINUTE (600) per IP
 * and minute, counted in Redis for the whole fleet (not counted while Redis is away, as the
 * shop then still answers). The sign-in, quote and review routes keep their stricter limits on
 * top; health checks are not counted. Registered before the routes, which take it from there.
 */
export async function limitEveryRoute(
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'rateLimitPerMinute'>,
  redis: Redis,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    redis,
    nameSpace: 'rate-limit:',
    skipOnError: true,
    allowList: (request) => request.url === '/api/health' || request.url.startsWith('/api/health?'),
    // Thrown as the shop's own 429, so the exception filter answers it like every other error.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RetryLaterException(throttlingMessages.tooManyRequests(seconds), seconds);
    },
  });
}
