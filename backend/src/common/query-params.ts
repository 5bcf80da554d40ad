import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
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
 * What a buyer types in a search box: text of at most `max` characters without control
 * characters (no one types them; the NUL one is refused earlier, by the hostile-input hook).
 */
export function SearchText(options: { max: number; required?: boolean }): PropertyDecorator {
  return applyDecorators(
    options.required ? IsNotEmpty() : IsOptional(),
    IsString(),
    MaxLength(options.max),
    Matches(/^[^\p{Cc}]*$/u, { message: M.controlCharacter }),
  );
}
