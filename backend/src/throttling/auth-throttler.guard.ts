import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { AppConfig } from '../config/configuration';
import { ConfiguredThrottlerGuard, RateLimit } from './configured-throttler.guard';

/**
 * Sign-in, sign-up and mail requests: AUTH_THROTTLE_LIMIT (5) per AUTH_THROTTLE_TTL_SECONDS (60)
 * for one IP and one email address, counted per route; the next one is a 429 until the window ends.
 */
@Injectable()
export class AuthThrottlerGuard extends ConfiguredThrottlerGuard {
  protected rateLimit(config: AppConfig): RateLimit {
    return { limit: config.authThrottleLimit, ttlMs: config.authThrottleTtlSeconds * 1000 };
  }

  protected async getTracker(req: { ip?: string; body?: { email?: unknown } }): Promise<string> {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    return `${normalizeIp(req.ip ?? '')}|${email}`;
  }
}
