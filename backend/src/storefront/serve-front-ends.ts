import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { ServerResponse } from 'node:http';
import * as path from 'node:path';
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
/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const NOT_THE_STOREFRONT = /^\/(api|admin|uploads)(\/|$)/;
const FILE = /\.[a-z0-9]+$/i;

/**
 * API JSON, pages and any other text answer compressed on the fly (Brotli or gzip, as the
 * client accepts). Uploads are left alone (images are compressed already, PDFs barely gain) and
 * the built front ends carry their own precompressed files (Content-Encoding set, so skipped).
 */
export function compressAnswers(app: NestExpressApplication): void {
  app.use(
    compression({
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // originalUrl: under the static middleware mounted at /uploads, req.path has lost its prefix.
      filter: (req: Request, res: Response) => !req.originalUrl.startsWith('/uploads/') && compression.filter(req, res),
    }),
  );
}

/** A built front end: `.br`/`.gz` siblings made by the Vite build, chosen by Accept-Encoding, with Vary. */
function builtFiles(root: string): RequestHandler {
  const assets = path.join(root, 'assets') + path.sep;
  const pictures = path.join(root, 'images') + path.sep;
  const cacheControl = (file: string) => (file.startsWith(assets) ? IMMUTABLE : file.startsWith(pictures) ? PICTURES : REVALIDATE);
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      setHeaders: (res: ServerResponse, file: string) => res.setHeader('Cache-Control', cacheControl(file)),
    },
  }) as RequestHandler;
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * The back office at /admin (its index.html for every other /admin path) and the storefront
 * everywhere else: its files, then a server-rendered page for any other path (StorefrontPages).
 */
export function serveFrontEnds(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (existsSync(config.backofficeDist)) {
    const files = builtFiles(config.backofficeDist);
    // /admin → /admin/: the back office's routes and relative links live under the slash.
    app.use('/admin', (req: Request, res: Response, next: NextFunction) => {
      const [pathname, query] = req.originalUrl.split('?');
      if (isRead(req) && pathname === '/admin') return res.redirect(301, `/admin/${query ? `?${query}` : ''}`);
      next();
    });
    app.use('/admin', files, (req: Request, res: Response, next: NextFunction) => {
      if (!isRead(req) || req.path.startsWith('/assets/')) return next();
      req.url = '/index.html';
      files(req, res, next);
    });
  }
  if (!existsSync(config.storefrontDist)) return;
  const pages = app.get(StorefrontPages);
  const files = builtFiles(config.storefrontDist);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req) || NOT_THE_STOREFRONT.test(req.path)) return next();
    files(req, res, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    // `enabled` is known once the app has initialised (the template is read in onModuleInit).
    // A path with an extension names a file (a missing asset, /sitemap.xml and /robots.txt from
    // the API's routes), never a page.
    if (!isRead(req) || NOT_THE_STOREFRONT.test(req.path) || FILE.test(req.path) || !pages.enabled) return next();
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    pages
      .render({ path: req.path, query, lang: pageLang(query, req.cookies as Record<string, unknown> | undefined) })
      .then((doc) => {
        // The language cookie picks the page's language: a cache must not hand one visitor's page to another.
        res.status(doc.status).setHeader('Cache-Control', REVALIDATE).vary('Cookie');
        res.type('html').send(doc.html);
      })
      .catch(next);
  });
}
