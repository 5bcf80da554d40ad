import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { COMMON_MESSAGES as M } from './common.messages';
import { RetryLaterException } from './retry-later';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** PostgreSQL error codes that are the client's fault, not ours. */
const PG_CLIENT_ERRORS: Record<string, { status: number; error: string; message: string }> = {
  '23505': { status: 409, error: 'Conflict', message: M.duplicateValue },
  '23503': { status: 400, error: 'Bad Request', message: M.unknownReference },
  '22P02': { status: 400, error: 'Bad Request', message: M.invalidValue },
  '22003': { status: 400, error: 'Bad Request', message: M.outOfRange },
  '22001': { status: 400, error: 'Bad Request', message: M.tooLong },
};

/** Every error leaves as JSON `{statusCode, error, message, fields?}`; only our bugs are 500s. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (exception instanceof RetryLaterException && !reply.sent) void reply.header('Retry-After', String(exception.retryAfterSeconds));
    // JSON whatever the route meant to send (a CSV or XML route's @Header is already on the reply).
    if (!reply.sent) void reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    // Fastify's own refusals (body parsing, media type, size) before any route code ran; Nest's adapter wraps them.
    const framework = (exception instanceof HttpException ? exception.cause : exception) as { code?: string; statusCode?: number };
    if (typeof framework?.code === 'string' && framework.code.startsWith('FST_') && Number(framework.statusCode) < 500) {
      return frameworkError(framework.code, Number(framework.statusCode));
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'string') return { statusCode: status, error: exception.name, message: payload };
      const { message, error, fields } = payload as Partial<ErrorBody> & { message?: string | string[] };
      return {
        statusCode: status,
        error: error ?? exception.name,
        message: Array.isArray(message) ? message.join(', ') : (message ?? exception.message),
        ...(fields ? { fields } : {}),
      };
    }
    if (exception instanceof QueryFailedError) {
      const driverError = exception.driverError as { code?: string; detail?: string; column?: string; constraint?: string };
      const known = driverError.code ? PG_CLIENT_ERRORS[driverError.code] : undefined;
      if (known) {
        const field = driverError.column ?? fieldFromDetail(driverError.detail);
        return {
          statusCode: known.status,
          error: known.error,
          message: known.message,
          ...(field ? { fields: { [field]: known.message } } : {}),
        };
      }
    }
    return { statusCode: 500, error: 'Internal Server Error', message: M.internal };
  }
}

function frameworkError(code: string, status: number): ErrorBody {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { statusCode: 400, error: 'Bad Request', message: M.invalidJsonBody };
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { statusCode: status, error: 'Payload Too Large', message: M.tooLarge };
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE)
    return { statusCode: status, error: 'Unsupported Media Type', message: M.unsupportedMediaType };
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Bad Request', message: STATUS_CODES[status] ?? M.invalidRequest };
}

/** `Key (reference)=(X) already exists.` → `reference` */
function fieldFromDetail(detail?: string): string | undefined {
  return detail?.match(/^Key \(([^)]+)\)/)?.[1];
}
