import { CallHandler, ExecutionContext, Inject, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { badRequest } from '../common/validation';
import { uploadsMessages } from './uploads.messages';

export type UploadKind = 'image' | 'document' | 'import';

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
      await new Promise<void>((resolve, reject) =>
        this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
          error ? reject(this.translate(error)) : resolve(),
        ),
      );
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
