import fastifyMultipart, { Multipart } from '@fastify/multipart';
import {
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { badRequest } from '../common/validation';
import { uploadsMessages } from './uploads.messages';

export type UploadKind = 'image' | 'document' | 'import';

/** The file a multipart form sent in its `file` field, read into memory. */
export interface UploadedFileData {
  fieldname: string;
  /** The name the client gave, path included (a `../x.png` is refused, not silently shortened). */
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

type UploadRequest = FastifyRequest & { uploadedFile?: UploadedFileData };

/** The file SingleFileUpload read (undefined when the form had none): a route's `@UploadedFormFile() file`. */
export const UploadedFormFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<UploadRequest>().uploadedFile,
);

/** Limits beside the file's own size: one file, a few short fields. */
const FORM_LIMITS = { files: 1, fields: 10, fieldSize: 10_000, parts: 20 };

/**
 * @fastify/multipart leaves a multipart body unread until a route asks for its parts: the
 * upload interceptor below reads them on the routes that take a file; anywhere else it is not parsed.
 */
export async function acceptMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart, { limits: FORM_LIMITS, throwFileSizeLimit: true });
}

/**
 * One file in the multipart field `file`, kept in memory (checked before anything touches the
 * disk), with the size limit of its kind and the spec's messages instead of the parser's.
 */
export function SingleFileUpload(kind: UploadKind): Type<NestInterceptor> {
  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly maxBytes: number;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      this.maxBytes = { image: config.uploadImageMaxBytes, document: config.uploadDocumentMaxBytes, import: config.productImportMaxBytes }[
        kind
      ];
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<UploadRequest>();
      // Where @UploadedFormFile() and @Body() look for them; a request that is not multipart has neither.
      const { file, fields } = req.isMultipart()
        ? await this.read(req).catch((error: unknown) => Promise.reject(this.translate(error)))
        : {};
      req.uploadedFile = file;
      req.body = fields ?? {};
      return next.handle();
    }

    private async read(req: FastifyRequest): Promise<{ file?: UploadedFileData; fields: Record<string, string> }> {
      const fields: Record<string, string> = {};
      let file: UploadedFileData | undefined;
      let unexpected = false;
      const parts: AsyncIterableIterator<Multipart> = req.parts({
        limits: { ...FORM_LIMITS, fileSize: this.maxBytes },
        preservePath: true,
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.valueTruncated || part.fieldnameTruncated) throw new Error('field too long');
          fields[part.fieldname] = String(part.value);
        } else if (part.fieldname !== 'file') {
          part.file.resume(); // read past it: the parser moves on only once a part is consumed
          unexpected = true;
        } else {
          const buffer = await part.toBuffer();
          file = { fieldname: part.fieldname, originalname: part.filename, mimetype: part.mimetype, size: buffer.length, buffer };
        }
      }
      if (unexpected) throw Object.assign(new Error('unexpected file field'), { code: 'UNEXPECTED_FILE' });
      return { file, fields };
    }

    private translate(error: unknown): Error {
      switch ((error as { code?: string }).code) {
        case 'FST_REQ_FILE_TOO_LARGE':
          return new PayloadTooLargeException({
            statusCode: 413,
            error: 'Payload Too Large',
            message: uploadsMessages.tooLarge(this.maxBytes),
          });
        case 'FST_FILES_LIMIT':
          return badRequest(uploadsMessages.oneFileOnly, { file: uploadsMessages.oneFileOnly });
        case 'UNEXPECTED_FILE':
          return badRequest(uploadsMessages.unexpectedField, { file: uploadsMessages.unexpectedField });
        default:
          return badRequest(uploadsMessages.badForm, { file: uploadsMessages.badForm });
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}
