import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/configuration';
import { ConfiguredThrottlerGuard, RateLimit } from '../throttling/configured-throttler.guard';
import { QUOTE_MESSAGES } from './quotes.messages';

/**
 * POST /api/quotes: QUOTES_RATE_LIMIT (10) requests per QUOTES_RATE_TTL_MS (60 000) per IP
 * (`req.ip`, which honours X-Forwarded-For from the proxies TRUST_PROXY names).
 */
@Injectable()
export class QuoteThrottlerGuard extends ConfiguredThrottlerGuard {
  protected rateLimit(config: AppConfig): RateLimit {
    return { limit: config.quotes.rateLimit, ttlMs: config.quotes.rateTtlMs };
  }

  protected tooManyMessage(): string {
    return QUOTE_MESSAGES.tooManyRequests;
  }
}
