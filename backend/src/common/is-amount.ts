import { ValidationOptions, registerDecorator } from 'class-validator';

/**
 * A finite number of euros with at most two decimals. class-validator's
 * `IsNumber({ maxDecimalPlaces })` throws (a 500) on numbers JavaScript writes with an exponent,
 * such as 9e-323, so the cents are checked arithmetically instead.
 */
export function isAmount(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  // Rounding to cents and back gives the very same double only for a value with ≤ 2 decimals.
  return Math.round(value * 100) / 100 === value;
}

export function IsAmount(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isAmount',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'doit être un montant (2 décimales au plus)', ...options },
      validator: { validate: isAmount },
    });
}
