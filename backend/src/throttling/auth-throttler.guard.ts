import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  normalizeIp,
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

/**
 * Sign-in, sign-up and mail requests: AUTH_THROTTLE_LIMIT (5) per AUTH_THROTTLE_TTL_SECONDS (60)
 * for one IP and one email address, counted per route; the next one is a 429 until the window ends.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected async getTracker(req: Record<string, any>): Promise<string> {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    return `${normalizeIp(req.ip ?? '')}|${email}`;
  }

  protected handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const ttl = this.config.authThrottleTtlSeconds * 1000;
    return super.handleRequest({ ...props, limit: this.config.authThrottleLimit, ttl, blockDuration: ttl });
  }

  protected async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new ThrottlerException(throttlingMessages.tooManyRequests(Math.max(1, detail.timeToBlockExpire)));
  }
}
