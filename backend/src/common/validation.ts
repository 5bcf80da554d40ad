import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { COMMON_MESSAGES as M, CONSTRAINT_MESSAGES } from './common.messages';
import { cacheValidationMetadata } from './validation-metadata-cache';

/** Flattens class-validator errors into `{ "items.0.quantity": "message" }`. */
export function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length) fields[name] = inFrench(error.property, ...constraints[constraints.length - 1]);
    Object.assign(fields, fieldMessages(error.children ?? [], name));
  }
  return fields;
}

/**
 * class-validator's own messages are English and start with the property's name
 * ("price_public must not be greater than 100000"); they are replaced by the French text of
 * the same check, keeping the bound it names. Messages a decorator sets are kept as written.
 */
function inFrench(property: string, constraint: string, message: string): string {
  const isDefault = message.startsWith(`${property} `) || message.startsWith('each value in ');
  if (!isDefault) return message;
  const text = CONSTRAINT_MESSAGES[constraint];
  if (!text) return M.invalidValue;
  const bound = message.match(/: (.+)$/)?.[1] ?? message.match(/(-?\d+(?:\.\d+)?)(?: characters| elements)?$/)?.[1] ?? '';
  return text(bound);
}

export function badRequest(message: string, fields: Record<string, string>): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message, fields });
}

/** How request bodies are validated; the catalogue import validates its rows the same way. */
export const VALIDATOR_OPTIONS = { whitelist: true, stopAtFirstError: true } as const;

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
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
