import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 whose answer says when to come back (`Retry-After`, seconds), set by the exception filter. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, error: 'Too Many Requests', message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
