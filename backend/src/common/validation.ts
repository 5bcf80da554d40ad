import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { COMMON_MESSAGES as M } from './messages';

/** Flattens class-validator errors into `{ "items.0.quantity": "message" }`. */
export function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) fields[name] = messages[messages.length - 1];
    Object.assign(fields, fieldMessages(error.children ?? [], name));
  }
  return fields;
}

export function badRequest(message: string, fields: Record<string, string>): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message, fields });
}

/** How request bodies are validated; the catalogue import validates its rows the same way. */
export const VALIDATOR_OPTIONS = { whitelist: true, stopAtFirstError: true } as const;

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = fieldMessages(errors);
      const [first] = Object.entries(fields);
      return badRequest(first ? `${first[0]}: ${first[1]}` : M.invalidRequest, fields);
    },
  });
}
