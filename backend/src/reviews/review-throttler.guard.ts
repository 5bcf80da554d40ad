import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/configuration';
import { ConfiguredThrottlerGuard, RateLimit } from '../throttling/configured-throttler.guard';

/** Posting reviews is open to anonymous visitors: REVIEWS_RATE_LIMIT (5) per minute per IP. */
@Injectable()
export class ReviewThrottlerGuard extends ConfiguredThrottlerGuard {
  protected rateLimit(config: AppConfig): RateLimit {
    return { limit: config.reviewsRateLimit, ttlMs: config.reviewsRateTtlMs };
  }
}
