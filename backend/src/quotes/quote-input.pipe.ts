import { Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, ValidationError } from 'class-validator';
import { badRequest } from '../common/validation';
import { CreateQuoteDto } from './dto/create-quote.dto';
import { QUOTE_MESSAGES as M } from './quotes.messages';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** `{ "items.0.quantity": "message" }`; a blank required field always says the spec's text. */
function quoteFieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) {
      const specific = messages.filter((m) => m !== M.required);
      const c = error.constraints ?? {};
      fields[name] = isBlank(error.value) ? M.required : (c.isString ?? c.isArray ?? c.maxLength ?? specific[0] ?? M.text);
    }
    Object.assign(fields, quoteFieldMessages(error.children ?? [], name));
  }
  return fields;
}

/**
 * Validates the quote body with the spec's messages: any blank required field → 400
 * 'Veuillez remplir tous les champs obligatoires'; otherwise the first field's own message.
 * Always `fields` with every field at fault. (The controller types the body so the global
 * pipe leaves it to this one.)
 */
@Injectable()
export class QuoteInputPipe implements PipeTransform<unknown, Promise<CreateQuoteDto>> {
  async transform(value: unknown): Promise<CreateQuoteDto> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badRequest(M.invalidBody, { body: M.invalidBody });
    }
    const dto = plainToInstance(CreateQuoteDto, value);
    const errors = await validate(dto, { whitelist: true, forbidUnknownValues: true });
    if (!errors.length) return dto;
    const fields = quoteFieldMessages(errors);
    const messages = Object.values(fields);
    const message = messages.includes(M.required) ? M.required : (messages[0] ?? M.invalidBody);
    throw badRequest(message, fields);
  }
}
