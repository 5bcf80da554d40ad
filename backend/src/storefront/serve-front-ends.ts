import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { OWN_QUERY_VALIDATION } from '../common/hostile-input';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { pageLang } from '../seo/page-head';
import { StorefrontPages } from './storefront-pages.service';

/** Vite fingerprints everything under assets/: a new build means new names, so a year and `immutable`. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (index.html, favicon, public files) keep their names: revalidate every time (ETag, Last-Modified). */
export const REVALIDATE = 'no-cache';
/**
 * Catalogue pictures shipped with the build (public/images): stable names but not entry
 * points, and the LCP image of a product page: a day without asking, then revalidated in the
 * background for a week, so a second visit paints it from the cache without a round trip.
 */
export const PICTURES = 'public, max-age=86400, stale-while-revalidate=604800';
/**
 * Headers only a document reads, which helmet sets on every answer: a built script, stylesheet
 * or font carried about 560 bytes of them. Over HTTP/1.1 that was some 6 kB of headers on a
 * product page's first visit, 30 ms of a phone's Slow 4G before the app could hydrate. Those
 * files keep what guards a subresource (nosniff, Cross-Origin-Resource-Policy). Pictures, which a
 * browser may open as a document (SVG), keep a policy of their own (PICTURE_POLICY).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const BUILT_CODE = /\.(js|css|woff2)(\.br|\.gz)?$/;
/**
 * What a fingerprinted file never needs: a browser keeps it a year without asking (IMMUTABLE),
 * so nothing revalidates it (ETag, Last-Modified), nothing asks for a range of a script, and
 * the shared limit's counters are no news to a stylesheet's reader (the limit still counts the
 * request). About 170 bytes of each of the six chunks `/` preloads.
 */
const FINGERPRINTED_NEEDLESS_HEADERS = [
  'etag',
  'last-modified',
  'accept-ranges',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];
/**
 * A catalogue picture opened as a document (an SVG typed in the address bar, or framed) runs
 * nothing, loads nothing and is framed only by the shop: stricter than a page's policy, and 400
 * bytes of headers fewer than the page's policy and the other document headers took (1.6 kB over
 * the four card pictures a phone fetches on `/` while the app's chunks are still coming).
 */
export const PICTURE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli's quality for answers compressed as they go out (compressAnswers). */
export const BROTLI_QUALITY = 5;

const NOT_THE_STOREFRONT = /^\/(api|admin|uploads)(\/|$)/;
const FILE = /\.[a-z0-9]+$/i;

/**
 * API JSON, pages and any other text answer compressed on the fly (Brotli or gzip, as the
 * client accepts). Uploads are left alone (setupApp makes their routes first: images are
 * compressed already, PDFs barely gain) and the built front ends carry their own precompressed
 * files (Content-Encoding set, so skipped).
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 5, not the plugin's 4: `/` goes out in 12.6 kB instead of 13.5 (a product page 8.5
    // instead of 9.1), 5 ms sooner on Slow 4G, for 0.3 ms more of the server's CPU; an API answer
    // costs the same at either. 6 and up gain little more, and 9 and up cost 100 ms a page.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/**
 * A built front end under a prefix: a route for each file the build made (its names never change
 * while it runs), with the `.br`/`.gz` siblings the Vite build made chosen by Accept-Encoding.
 */
async function serveBuild(app: NestFastifyApplication, root: string, prefix: string, decorateReply: boolean): Promise<void> {
  const assets = path.join(root, 'assets') + path.sep;
  const pictures = path.join(root, 'images') + path.sep;
  const cacheControl = (file: string) => (file.startsWith(assets) ? IMMUTABLE : file.startsWith(pictures) ? PICTURES : REVALIDATE);
  await app.register(fastifyStatic, {
    root,
    prefix,
    wildcard: false,
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    decorateReply,
    setHeaders: (reply: FastifyReply, file: string) => {
      void reply.header('Cache-Control', cacheControl(file));
      const code = file.startsWith(assets) && BUILT_CODE.test(file);
      const picture = file.startsWith(pictures);
      if (!code && !picture) return;
      // helmet wrote them on the raw answer (onRequest), where fastify's own removeHeader does not reach.
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      if (code) for (const name of FINGERPRINTED_NEEDLESS_HEADERS) void reply.removeHeader(name);
      if (picture) reply.raw.setHeader('content-security-policy', PICTURE_POLICY);
    },
  });
}

const pathOf = (req: FastifyRequest) => req.url.split('?')[0];

/**
 * The back office at /admin (its index.html for every other /admin path) and the storefront
 * everywhere else: its files, then a server-rendered page for any other path (StorefrontPages).
 */
export async function serveFrontEnds(app: NestFastifyApplication): Promise<void> {
  const config = app.get<AppConfig>(APP_CONFIG);
  const server = app.getHttpAdapter().getInstance();
  if (existsSync(config.backofficeDist)) {
    const root = config.backofficeDist;
    await serveBuild(app, root, '/admin/', true);
    // /admin → /admin/: the back office's routes and relative links live under the slash.
    server.get('/admin', (req: FastifyRequest, reply: FastifyReply) => {
      const query = req.url.split('?')[1];
      return reply.redirect(`/admin/${query ? `?${query}` : ''}`, 301);
    });
    // As text, not a file stream: each answer carries its own style nonce (common/style-nonce.ts).
    const index = readFileSync(path.join(root, 'index.html'), 'utf8');
    server.get('/admin/*', (req: FastifyRequest, reply: FastifyReply) => {
      if (pathOf(req).startsWith('/admin/assets/')) return reply.callNotFound();
      return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(index);
    });
  }
  if (!existsSync(config.storefrontDist)) return;
  const pages = app.get(StorefrontPages);
  await serveBuild(app, config.storefrontDist, '/', !existsSync(config.backofficeDist));
  // A query the catalogue refuses (a NUL character too) is the home page's 400, saying why in French.
  server.get('/*', { config: OWN_QUERY_VALIDATION }, async (req: FastifyRequest, reply: FastifyReply) => {
    // `enabled` is known once the app has initialised (the template is read in onModuleInit).
    // A path with an extension names a file (a missing asset), never a page.
    const pathname = pathOf(req);
    if (NOT_THE_STOREFRONT.test(pathname) || FILE.test(pathname) || !pages.enabled) return reply.callNotFound();
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const doc = await pages.render({ path: pathname, query, lang: pageLang(query, req.cookies) });
    // The preloads go out with the headers too: on a phone the chunks are asked for before the page is parsed.
    if (doc.link) void reply.header('Link', doc.link);
    // The language cookie picks the page's language: a cache must not hand one visitor's page to another.
    return reply
      .code(doc.status)
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(doc.html);
  });
}
