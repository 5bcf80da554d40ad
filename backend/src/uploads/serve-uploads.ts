import { Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { NextFunction, Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { uploadsMessages } from './uploads.messages';
import { contentDisposition, FILE_STORAGE, FileStorage, UPLOAD_CACHE_CONTROL } from './storage/file-storage';

const PREFIX = '/uploads';

/**
 * Uploaded files under /uploads, with `nosniff`, their content type and a year of caching (names
 * are random and never reused). Local disk: express.static over UPLOADS_DIR, the type coming from
 * the extension the upload checks made match the content. S3: streamed from the bucket with the
 * type stored on the object, so any API instance serves any file.
 */
export function serveUploads(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  const storage = app.get<FileStorage>(FILE_STORAGE);
  if (storage.open) {
    app.use(PREFIX, streamFromStorage(storage));
    return;
  }
  app.useStaticAssets(config.storage.uploadsDir, {
    prefix: PREFIX,
    index: false,
    dotfiles: 'deny',
    redirect: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: (res: Response, filePath: string) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const disposition = contentDisposition(filePath);
      if (disposition) res.setHeader('Content-Disposition', disposition);
    },
  });
}

function streamFromStorage(storage: FileStorage) {
  const logger = new Logger('Uploads');
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = decodeURIComponent(req.path.replace(/^\/+/, ''));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      const file = await storage.open!(key, req.header('if-none-match') ?? undefined);
      if (file === null) return next(); // the API's 404
      res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL);
      if (file === 'not-modified') {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', file.contentType);
      const disposition = contentDisposition(key);
      if (disposition) res.setHeader('Content-Disposition', disposition);
      if (file.length !== undefined) res.setHeader('Content-Length', String(file.length));
      if (file.etag) res.setHeader('ETag', file.etag);
      if (file.lastModified) res.setHeader('Last-Modified', file.lastModified.toUTCString());
      if (req.method === 'HEAD') {
        file.body.destroy();
        res.end();
        return;
      }
      await pipeline(file.body, res);
    } catch (error) {
      logger.warn(`upload ${key} not served: ${(error as Error).message}`);
      if (!res.headersSent)
        res.status(503).json({ statusCode: 503, message: uploadsMessages.storageUnavailable, error: 'Service Unavailable' });
      else res.destroy();
    }
  };
}
