import { ValidationOptions, registerDecorator } from 'class-validator';

const MAX_ENTRIES = 100;
const MAX_KEY = 100;
const MAX_VALUE = 1000;

/** A flat `{ label: value }` object of short strings (product specifications). */
export function IsStringRecord(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isStringRecord',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `doit être un objet { libellé: valeur } de textes (${MAX_ENTRIES} au plus)`, ...options },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
          const entries = Object.entries(value);
          return (
            entries.length <= MAX_ENTRIES &&
            entries.every(([k, v]) => k.length <= MAX_KEY && typeof v === 'string' && v.length <= MAX_VALUE)
          );
        },
      },
    });
}
