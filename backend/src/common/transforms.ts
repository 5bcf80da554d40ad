import { Transform } from 'class-transformer';

export function toNumberIfNumeric(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
}

/** Form values arrive as text: '' and null mean "no value", '12.5' means 12.5 (spec section 5). */
export function ToNumberOrNull(): PropertyDecorator {
  return Transform(({ value }) => {
    if (value === '' || value === null || value === undefined) return value === undefined ? undefined : null;
    return toNumberIfNumeric(value);
  });
}

/** '12' → 12 for a required number; anything else is left for the validator to refuse. */
export function ToNumber(): PropertyDecorator {
  return Transform(({ value }) => toNumberIfNumeric(value));
}

export function Trim(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}

/** Optional text: blank becomes null. */
export function TrimToNull(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });
}
