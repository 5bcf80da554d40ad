import { getMetadataStorage, IsInt, Max, MaxLength, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsInt() @Max(10) quantity!: unknown;
}

class Child extends Base {
  @MaxLength(3) code!: unknown;
}

const failing = (object: object, options = {}) =>
  validateSync(object, { stopAtFirstError: true, ...options })
    .map((e) => e.property)
    .sort();

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('works out the checks of a class once', () => {
    const storage = getMetadataStorage();
    const checks = () => storage.getTargetValidationMetadatas(Child, '', false, false);
    expect(checks()).toBe(checks());
    expect(storage.groupByPropertyName(checks())).toBe(storage.groupByPropertyName(checks()));
  });

  it('keeps every check of a class and of the classes it extends, validation after validation', () => {
    for (let i = 0; i < 3; i++) {
      expect(failing(Object.assign(new Child(), { quantity: 11, code: 'abcd' }))).toEqual(['code', 'quantity']);
      expect(failing(Object.assign(new Base(), { quantity: 11, code: 'abcd' }))).toEqual(['quantity']);
      expect(failing(Object.assign(new Child(), { quantity: 1, code: 'abc' }))).toEqual([]);
    }
  });

  it('answers per set of options (groups change which checks apply)', () => {
    expect(failing(Object.assign(new Child(), { quantity: 11, code: 'a' }), { groups: ['other'] })).toEqual([]);
    expect(failing(Object.assign(new Child(), { quantity: 11, code: 'a' }))).toEqual(['quantity']);
  });

  it('sees checks a decorator registers after a class was validated', () => {
    class Later {
      @IsInt() count!: unknown;
    }
    expect(failing(Object.assign(new Later(), { count: 'x', extra: 'y' }))).toEqual(['count']);
    // A decorator applied by hand, as a class declared later would.
    MaxLength(1)(Later.prototype, 'extra');
    expect(failing(Object.assign(new Later(), { count: 1, extra: 'yy' }))).toEqual(['extra']);
  });
});
