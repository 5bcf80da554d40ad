import { CallHandler, ExecutionContext, Inject, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { IncomingMessage, ServerResponse } from 'node:http';
import multer from 'multer';
import { Observable } from 'rxjs';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { badRequest } from '../common/validation';
import { uploadsMessages } from './uploads.messages';

export type UploadKind = 'image' | 'document' | 'import';

/** What multer leaves on the request it read: the file, and the form's other fields. */
type MultipartRequest = IncomingMessage & { file?: Express.Multer.File; body?: unknown };

/**
 * Fastify leaves a multipart body unread (the stream is the request itself), for the upload
 * interceptor's multer to read on the routes that take a file; anywhere else it is not parsed.
 */
export function acceptMultipart(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
}

/**
 * One file in the multipart field `file`, kept in memory (checked before anything touches the
 * disk), with the size limit of its kind and the spec's messages instead of multer's.
 */
export function SingleFileUpload(kind: UploadKind): Type<NestInterceptor> {
  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly maxBytes: number;
    private readonly upload: ReturnType<ReturnType<typeof multer>['single']>;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      this.maxBytes = { image: config.uploadImageMaxBytes, document: config.uploadDocumentMaxBytes, import: config.productImportMaxBytes }[
        kind
      ];
      this.upload = multer({
        storage: multer.memoryStorage(),
        // Keep the client's path so `../x.png` can be refused instead of silently shortened.
        preservePath: true,
        limits: { fileSize: this.maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
      }).single('file');
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<FastifyRequest & { file?: Express.Multer.File }>();
      const raw = req.raw as MultipartRequest;
      await new Promise<void>((resolve, reject) =>
        this.upload(raw as never, http.getResponse<FastifyReply>().raw as ServerResponse as never, (error: unknown) =>
          error ? reject(this.translate(error)) : resolve(),
        ),
      );
      // Where @UploadedFile() and @Body() look for them.
      req.file = raw.file;
      req.body = raw.body ?? {};
      return next.handle();
    }

    private translate(error: unknown): Error {
      if (!(error instanceof multer.MulterError)) return badRequest(uploadsMessages.badForm, { file: uploadsMessages.badForm });
      switch (error.code) {
        case 'LIMIT_FILE_SIZE':
          return new PayloadTooLargeException({
            statusCode: 413,
            error: 'Payload Too Large',
            message: uploadsMessages.tooLarge(this.maxBytes),
          });
        case 'LIMIT_FILE_COUNT':
          return badRequest(uploadsMessages.oneFileOnly, { file: uploadsMessages.oneFileOnly });
        case 'LIMIT_UNEXPECTED_FILE':
          return badRequest(uploadsMessages.unexpectedField, { file: uploadsMessages.unexpectedField });
        default:
          return badRequest(uploadsMessages.badForm, { file: uploadsMessages.badForm });
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}
