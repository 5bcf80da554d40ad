import { CanActivate, ExecutionContext, ForbiddenException, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { PartnerKey, PartnerScope } from './partner-key.entity';
import { PartnerKeysService } from './partner-keys.service';
import { PARTNER_MESSAGES as M } from './partners.messages';

export const PARTNER_SCOPE_KEY = 'partnerScope';
/** The scope a partner route needs (403 without it). */
export const RequiresScope = (scope: PartnerScope) => SetMetadata(PARTNER_SCOPE_KEY, scope);

export type PartnerRequest = FastifyRequest & { partnerKey?: PartnerKey };

const WINDOW_MS = 60_000;

/** `Authorization: Bearer <key>` or `X-Api-Key: <key>`. */
export function keyFromRequest(req: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Partner routes: the key (401 when missing, unknown, revoked or expired), the route's scope
 * (403), then the key's own per-minute limit, counted in Redis through the shared throttler
 * storage so every API instance sees the same count (429 with Retry-After).
 */
@Injectable()
export class PartnerKeyGuard implements CanActivate {
  constructor(
    private readonly keys: PartnerKeysService,
    private readonly reflector: Reflector,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<PartnerRequest>();
    const res = http.getResponse<FastifyReply>();
    res.header('WWW-Authenticate', 'Bearer realm="stockwatt-partner"');
    const key = await this.keys.authenticate(keyFromRequest(req));
    res.removeHeader('WWW-Authenticate');

    const scope = this.reflector.getAllAndOverride<PartnerScope | undefined>(PARTNER_SCOPE_KEY, [context.getHandler(), context.getClass()]);
    if (scope && !key.scopes.includes(scope)) throw new ForbiddenException(M.scopeMissing(scope));

    // Fixed one-minute window per key; a 1 ms block so the wait is the window's end, not a penalty.
    const limit = key.rate_limit_per_minute;
    const { totalHits, timeToExpire } = await this.storage.increment(`key:${key.id}`, WINDOW_MS, limit, 1, 'partner');
    const resetSeconds = Math.max(1, timeToExpire);
    res.header('X-RateLimit-Limit', String(limit));
    res.header('X-RateLimit-Remaining', String(Math.max(0, limit - totalHits)));
    res.header('X-RateLimit-Reset', String(resetSeconds));
    if (totalHits > limit) {
      res.header('Retry-After', String(resetSeconds));
      throw new HttpException(
        { statusCode: 429, error: 'Too Many Requests', message: M.tooManyRequests(resetSeconds, limit) },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    req.partnerKey = key;
    return true;
  }
}
