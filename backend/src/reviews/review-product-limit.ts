import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, normalizeIp, ThrottlerStorage } from '@nestjs/throttler';
import { FastifyReply } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { REVIEW_MESSAGES as M } from './reviews.messages';

/**
 * At most REVIEWS_PER_PRODUCT_LIMIT (2) reviews of one product from one address per
 * REVIEWS_PER_PRODUCT_TTL_MS (a day), beside the per-address limit of every post (REVIEWS_RATE_LIMIT
 * a minute, ReviewThrottlerGuard): one buyer leaves a review and perhaps corrects it, a robot
 * cannot fill one product's moderation queue. Counted in the shared Redis storage, after the body
 * is validated (a form refused for a blank field costs nothing), under a hash of the address and
 * the product (no address is written to Redis in clear).
 */
@Injectable()
export class ReviewProductLimit {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one review of `productId` from `ip`; past the limit, 429 with Retry-After (seconds to the window's end). */
  async consume(ip: string, productId: number, reply: FastifyReply): Promise<void> {
    const { reviewsPerProductLimit: limit, reviewsPerProductTtlMs: ttlMs } = this.config;
    const key = createHash('sha256')
      .update(`${normalizeIp(ip)}|${productId}`)
      .digest('hex');
    // A 1 ms block: the wait is the window's end, not a penalty added to it.
    const { totalHits, timeToExpire } = await this.storage.increment(key, ttlMs, limit, 1, 'reviews-per-product');
    if (totalHits <= limit) return;
    const seconds = Math.max(1, timeToExpire);
    reply.header('Retry-After', String(seconds));
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, error: 'Too Many Requests', message: M.tooManyForProduct(seconds) },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
