import { ExecutionContext, Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { AppConfig } from '../config/configuration';
import { ConfiguredThrottlerGuard, RateLimit } from './configured-throttler.guard';

/**
 * Beside the per-address limit (AuthThrottlerGuard): AUTH_IP_THROTTLE_LIMIT (30) sign-in,
 * sign-up and mail requests per AUTH_THROTTLE_TTL_SECONDS from one IP, all addresses and all
 * these routes together, so one client cannot try a password on every account.
 */
@Injectable()
export class AuthIpThrottlerGuard extends ConfiguredThrottlerGuard {
  protected rateLimit(config: AppConfig): RateLimit {
    return { limit: config.authIpThrottleLimit, ttlMs: config.authThrottleTtlSeconds * 1000 };
  }

  protected async getTracker(req: { ip?: string }): Promise<string> {
    return normalizeIp(req.ip ?? '');
  }

  /** One count per IP across the routes (the default key is per route). */
  protected generateKey(_context: ExecutionContext, suffix: string, name: string): string {
    return `auth-ip:${name}:${suffix}`;
  }
}
