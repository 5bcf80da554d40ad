import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerException,
  ThrottlerGuard,
  ThrottlerModuleOptions,
  ThrottlerRequest,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { QUOTE_MESSAGES as M } from './quote-messages';

/**
 * POST /api/quotes: QUOTES_RATE_LIMIT (10) requests per QUOTES_RATE_TTL_MS (60 000) per IP
 * (`req.ip`, which honours X-Forwarded-For from loopback proxies only). Counted in Redis by
 * the app's ThrottlerModule storage; the 11th answers 429 with a French message.
 */
@Injectable()
export class QuoteThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const { rateLimit, rateTtlMs } = this.config.quotes;
    return super.handleRequest({ ...props, limit: rateLimit, ttl: rateTtlMs, blockDuration: rateTtlMs });
  }

  protected async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new ThrottlerException(M.tooManyRequests);
  }
}
