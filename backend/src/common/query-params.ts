import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { COMMON_MESSAGES as M } from './common.messages';

/** An optional whole number from 1 to `max` in a query string (text in the URL, a number in the DTO). */
export function OptionalPositiveInt(options: { max: number; default: number; message?: string }): PropertyDecorator {
  const invalid = options.message ? { message: options.message } : undefined;
  return applyDecorators(
    ApiPropertyOptional({ type: Number, default: options.default, minimum: 1, maximum: options.max }),
    IsOptional(),
    Type(() => Number),
    IsInt(invalid),
    Min(1, invalid),
    Max(options.max, invalid),
  );
}

/**
 * Control characters that separate words where a buyer copied the text: a tab between two cells
 * of a spreadsheet (`FH3-205⇥Pylontech`), the line break after a cell or a PDF's line.
 */
const COPIED_SEPARATORS = /[\t\n\v\f\r\u0085]/g;

/**
 * What a buyer types or pastes in a search box: text of at most `max` characters. Tabs and line
 * breaks separate words as spaces do; any other control character is refused (no one types
 * them; the NUL one is refused earlier, by the hostile-input hook).
 */
export function SearchText(options: { max: number; required?: boolean }): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(COPIED_SEPARATORS, ' ') : value)),
    options.required ? IsNotEmpty() : IsOptional(),
    IsString(),
    MaxLength(options.max),
    Matches(/^[^\p{Cc}]*$/u, { message: M.controlCharacter }),
  );
}
