import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { authMessages } from './auth.messages';

function parse(origin: string): URL | undefined {
  try {
    return new URL(origin);
  } catch {
    return undefined;
  }
}

/**
 * Whether a cookie-authenticated request comes from the shop's own pages. A browser names the
 * page that sent a POST in `Origin` (the literal `null` for a sandboxed or opaque one): it must be
 * the shop's (PUBLIC_URL), or the host the request was sent to (the same-origin front ends in
 * development and tests, where the page and the API share one host; the scheme is not compared,
 * a proxy in front may not say it). Without `Origin`, `Sec-Fetch-Site` (sent by every current
 * browser) must not say another site; a request with neither comes from no browser (curl, a
 * script), which cannot hold the shop's cookie of someone else.
 */
export function fromShopOrigin(req: FastifyRequest, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) {
    const site = req.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  const page = parse(origin);
  if (!page || (page.protocol !== 'http:' && page.protocol !== 'https:')) return false;
  return page.origin === new URL(publicUrl).origin || page.host === (req.host ?? '').toLowerCase();
}

@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (fromShopOrigin(context.switchToHttp().getRequest<FastifyRequest>(), this.config.publicUrl)) return true;
    throw new ForbiddenException({ statusCode: 403, error: 'CrossSiteRequest', message: authMessages.crossSiteRefused });
  }
}

/** A route the refresh cookie authenticates: refused (403) when a page of another site sends it. */
export const SameOrigin = () =>
  applyDecorators(UseGuards(SameOriginGuard), ApiForbiddenResponse({ description: authMessages.crossSiteRefused }));
