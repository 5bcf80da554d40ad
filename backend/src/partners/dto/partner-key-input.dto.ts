import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDate,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ToNumber, Trim, TrimToNull } from '../../common/transforms';
import { PARTNER_SCOPES, PartnerScope } from '../partner-key.entity';
import { PARTNER_MESSAGES as M } from '../partners.messages';

/** '' and null mean "never expires"; any other text must be a date (an invalid one fails @IsDate). */
function ToDateOrNull(): PropertyDecorator {
  return Transform(({ value }) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    return typeof value === 'string' || typeof value === 'number' ? new Date(value) : value;
  });
}

export const MAX_RATE_LIMIT = 100_000;

export class PartnerKeyInputDto {
  @ApiProperty({ example: 'Comparateur SolairePro' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'Claire Martin' })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(200)
  contact_name?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'api@solairepro.fr' })
  @IsOptional()
  @TrimToNull()
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254)
  contact_email?: string | null;

  @ApiProperty({ enum: PARTNER_SCOPES, isArray: true, example: ['catalogue:read', 'stock:read'] })
  @IsArray({ message: M.scopesRequired })
  @ArrayMinSize(1, { message: M.scopesRequired })
  @ArrayUnique()
  @IsIn(PARTNER_SCOPES, { each: true, message: M.scopeUnknown })
  scopes: PartnerScope[];

  @ApiPropertyOptional({ default: 60, minimum: 1, maximum: MAX_RATE_LIMIT, description: 'Requests per minute for this key' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: M.rateLimitInvalid })
  @Min(1, { message: M.rateLimitInvalid })
  @Max(MAX_RATE_LIMIT, { message: M.rateLimitInvalid })
  rate_limit_per_minute?: number;

  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time', description: 'No expiry when null' })
  @IsOptional()
  @ToDateOrNull()
  @IsDate({ message: M.expiryInvalid })
  expires_at?: Date | null;
}

export class PartnerKeyUpdateDto extends PartialType(PartnerKeyInputDto) {}
