import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { map, Observable } from 'rxjs';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { appendVary } from './vary';

type Visibility = 'public' | 'private';
const CACHE_VISIBILITY = 'httpCacheVisibility';

/**
 * Cache headers of a catalogue read. @fastify/etag computes the strong ETag of the body (setupApp)
 * and answers 304 itself when If-None-Match says the client has it. Here: Cache-Control
 * (catalogueCacheControl), Vary on the key headers for partner answers (they depend on the key's
 * scopes), and Last-Modified from the record's `updated_at` when the answer is one record.
 */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const visibility =
      this.reflector.getAllAndOverride<Visibility>(CACHE_VISIBILITY, [context.getHandler(), context.getClass()]) ?? 'public';
    const res = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body) => {
        res.header('Cache-Control', catalogueCacheControl(visibility, this.config.catalogueSharedMaxAgeSeconds));
        if (visibility === 'private') appendVary(res, 'Authorization', 'X-Api-Key');
        const updatedAt = (body as { updated_at?: unknown } | null)?.updated_at;
        if (updatedAt instanceof Date || typeof updatedAt === 'string') {
          const date = new Date(updatedAt);
          if (!Number.isNaN(date.getTime())) res.header('Last-Modified', date.toUTCString());
        }
        return body;
      }),
    );
  }
}

/**
 * Browsers ask again every time (with the ETag: an unchanged answer is a bodiless 304), so staff who
 * edit a product see the edit in the shop at once; a shared cache in front (nginx proxy_cache, a
 * CDN) may keep a public answer `sharedMaxAge` seconds. `max-age=0` rather than `no-cache`: no-cache
 * binds shared caches too (RFC 9111 §5.2.2.4, and nginx then stores nothing), which would void
 * s-maxage. Partner answers are `private` (they depend on the key's scopes): no shared cache may
 * keep them, so they are revalidated, full stop.
 */
export function catalogueCacheControl(visibility: Visibility, sharedMaxAge: number): string {
  return visibility === 'public' && sharedMaxAge > 0 ? `public, max-age=0, s-maxage=${sharedMaxAge}` : `${visibility}, no-cache`;
}

/**
 * An onSend hook: a 200 to a GET whose validators say the client's copy is current becomes a 304
 * without a body (If-None-Match against the ETag, or If-Modified-Since against Last-Modified).
 */
export async function answerNotModified(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  const validators = { etag: reply.getHeader('ETag'), 'last-modified': reply.getHeader('Last-Modified') };
  if (!fresh(req.headers, validators as Record<string, string | undefined>)) return payload;
  reply.code(304);
  return null;
}

/** A cacheable GET: ETag + If-None-Match → 304, Cache-Control, Last-Modified for one record. */
export const HttpCacheable = (visibility: Visibility = 'public') =>
  applyDecorators(
    SetMetadata(CACHE_VISIBILITY, visibility),
    UseInterceptors(HttpCacheInterceptor),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a copy the client holds: 304 when unchanged' }),
    ApiResponse({ status: 304, description: 'Not Modified: the copy matching If-None-Match is current' }),
  );
