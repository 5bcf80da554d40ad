import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { uploadsMessages } from './uploads.messages';
import { contentDisposition, FILE_STORAGE, FileStorage, UPLOAD_CACHE_CONTROL } from './storage/file-storage';

const PREFIX = '/uploads';

/**
 * Uploaded files under /uploads, with `nosniff`, their content type and a year of caching (names
 * are random and never reused). Local disk: @fastify/static over UPLOADS_DIR, the type coming from
 * the extension the upload checks made match the content. S3: streamed from the bucket with the
 * type stored on the object, so any API instance serves any file.
 */
export async function serveUploads(app: NestFastifyApplication): Promise<void> {
  const config = app.get<AppConfig>(APP_CONFIG);
  const storage = app.get<FileStorage>(FILE_STORAGE);
  if (storage.open) {
    app.getHttpAdapter().getInstance().get(`${PREFIX}/*`, streamFromStorage(storage));
    return;
  }
  await app.register(fastifyStatic, {
    root: config.storage.uploadsDir,
    prefix: `${PREFIX}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    redirect: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      const disposition = contentDisposition(filePath);
      if (disposition) reply.header('Content-Disposition', disposition);
    },
  });
}

function streamFromStorage(storage: FileStorage) {
  const logger = new Logger('Uploads');
  return async (req: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply): Promise<FastifyReply | void> => {
    let key: string;
    try {
      key = decodeURIComponent(req.params['*']);
    } catch {
      return reply.callNotFound();
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    try {
      const file = await storage.open!(key, req.headers['if-none-match'] ?? undefined);
      if (file === null) return reply.callNotFound(); // the API's 404
      reply.header('Cache-Control', UPLOAD_CACHE_CONTROL);
      if (file === 'not-modified') return reply.code(304).send();
      reply.header('Content-Type', file.contentType);
      const disposition = contentDisposition(key);
      if (disposition) reply.header('Content-Disposition', disposition);
      if (file.length !== undefined) reply.header('Content-Length', String(file.length));
      if (file.etag) reply.header('ETag', file.etag);
      if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
      if (req.method === 'HEAD') {
        file.body.destroy();
        return reply.send();
      }
      return reply.send(file.body);
    } catch (error) {
      logger.warn(`upload ${key} not served: ${(error as Error).message}`);
      return reply.code(503).send({ statusCode: 503, message: uploadsMessages.storageUnavailable, error: 'Service Unavailable' });
    }
  };
}
