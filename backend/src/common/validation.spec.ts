import { ArrayMaxSize, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, validateSync } from 'class-validator';
import { fieldMessages } from './validation';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Sample {
  @IsInt() @Min(0) @Max(100) quantity!: unknown;
  @IsString() @MaxLength(5) code!: unknown;
  @IsIn(['brouillon', 'publié']) status!: unknown;
  @ArrayMaxSize(2) tags!: unknown;
  @IsNotEmpty({ message: 'Le nom est obligatoire' }) name!: unknown;
  // Written bottom-up, as some of the API's DTOs are.
  @MaxLength(5) @IsString() @IsNotEmpty() label!: unknown;
}

function messagesFor(values: Record<string, unknown>): Record<string, string> {
  return fieldMessages(validateSync(Object.assign(new Sample(), values), { stopAtFirstError: true }));
}

describe('fieldMessages', () => {
  const valid = { quantity: 3, code: 'ab', status: 'publié', tags: [], name: 'x', label: 'y' };

  it("says class-validator's own checks in French, with their bound", () => {
    expect(messagesFor({ ...valid, quantity: 101 })).toEqual({ quantity: 'doit être inférieur ou égal à 100' });
    expect(messagesFor({ ...valid, quantity: -1 })).toEqual({ quantity: 'doit être supérieur ou égal à 0' });
    expect(messagesFor({ ...valid, quantity: 1.5 })).toEqual({ quantity: 'doit être un nombre entier' });
    expect(messagesFor({ ...valid, code: 'abcdef' })).toEqual({ code: 'ne doit pas dépasser 5 caractères' });
    expect(messagesFor({ ...valid, status: 'x' })).toEqual({ status: "doit être l'une des valeurs : brouillon, publié" });
    expect(messagesFor({ ...valid, tags: [1, 2, 3] })).toEqual({ tags: 'ne doit pas contenir plus de 2 éléments' });
  });

  it('refuses a missing value as missing and a value of the wrong kind for its kind, in whatever order the checks are written', () => {
    cacheValidationMetadata();
    expect(messagesFor({ ...valid, quantity: 'abc' })).toEqual({ quantity: 'doit être un nombre entier' });
    expect(messagesFor({ ...valid, code: 123456 })).toEqual({ code: 'doit être un texte' });
    expect(messagesFor({ ...valid, label: 123456 })).toEqual({ label: 'doit être un texte' });
    expect(messagesFor({ ...valid, label: undefined })).toEqual({ label: 'est obligatoire' });
    expect(messagesFor({ ...valid, quantity: 101 })).toEqual({ quantity: 'doit être inférieur ou égal à 100' });
    expect(messagesFor({ ...valid, label: 'abcdef' })).toEqual({ label: 'ne doit pas dépasser 5 caractères' });
  });

  it('keeps a message the decorator sets', () => {
    expect(messagesFor({ ...valid, name: '' })).toEqual({ name: 'Le nom est obligatoire' });
  });
});
