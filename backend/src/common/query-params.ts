import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

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
