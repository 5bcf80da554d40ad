import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerException,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  ThrottlerModuleOptions,
  ThrottlerRequest,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { throttlingMessages } from './throttling.messages';

export interface RateLimit {
  limit: number;
  ttlMs: number;
}

/**
 * A route's rate limit read from the configuration (so tests and deployments can tune it),
 * counted in the shared Redis storage; going over answers 429 with a French message.
 */
@Injectable()
export abstract class ConfiguredThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) protected readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected abstract rateLimit(config: AppConfig): RateLimit;

  protected tooManyMessage(secondsLeft: number): string {
    return throttlingMessages.tooManyRequests(secondsLeft);
  }

  protected handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const { limit, ttlMs } = this.rateLimit(this.config);
    return super.handleRequest({ ...props, limit, ttl: ttlMs, blockDuration: ttlMs });
  }

  protected async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new ThrottlerException(this.tooManyMessage(Math.max(1, detail.timeToBlockExpire)));
  }
}
