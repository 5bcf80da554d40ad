import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsAmount } from '../../common/is-amount';
import { Trim, TrimToNull } from '../../common/transforms';
import { CLIENT_TYPES, ClientType } from '../quote.entity';
import { QUOTE_MESSAGES as M } from '../quotes.messages';

export const MAX_QUOTE_ITEMS = 100;

/** A required text: blank → the spec's "fill every required field" message. */
const required = { message: M.required };
const text = { message: M.text };
const cap = (max: number) => MaxLength(max, { message: M.tooLong(max) });

export class QuoteItemDto {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: M.productId })
  @Min(1, { message: M.productId })
  @Max(2147483647, { message: M.productId })
  productId: number;

  @ApiPropertyOptional({ maxLength: 120, nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString(text)
  @cap(120)
  reference?: string | null;

  @ApiProperty({ maxLength: 300 })
  @Trim()
  @IsString(text)
  @IsNotEmpty(required)
  @cap(300)
  name: string;

  @ApiProperty({ minimum: 1, maximum: 10000 })
  @IsInt({ message: M.quantity })
  @Min(1, { message: M.quantity })
  @Max(10000, { message: M.quantity })
  quantity: number;

  @ApiProperty({ minimum: 0, description: 'Prix unitaire TTC vu par le client (euros)' })
  @IsAmount({ message: M.unitPrice })
  @Min(0, { message: M.unitPrice })
  @Max(10_000_000, { message: M.unitPrice })
  unitPrice: number;
}

/** The spec's quote payload (section 3) plus optional cart lines. */
export class CreateQuoteDto {
  @ApiProperty({ enum: CLIENT_TYPES })
  @IsNotEmpty(required)
  @IsIn(CLIENT_TYPES, { message: M.clientType })
  clientType: ClientType;

  @ApiProperty({ maxLength: 120 })
  @Trim()
  @IsString(text)
  @IsNotEmpty(required)
  @cap(120)
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Obligatoire quand clientType = entreprise' })
  @ValidateIf((o: CreateQuoteDto) => o.clientType === 'entreprise' || (o.company !== undefined && o.company !== null))
  @TrimToNull()
  @IsString(text)
  @IsNotEmpty(required)
  @cap(200)
  company?: string | null;

  @ApiProperty({ maxLength: 254 })
  @Trim()
  @IsString(text)
  @IsNotEmpty(required)
  @cap(254)
  @IsEmail({}, { message: M.email })
  email: string;

  @ApiProperty({ maxLength: 30, example: '+33 6 12 34 56 78' })
  @Trim()
  @IsString(text)
  @IsNotEmpty(required)
  @cap(30)
  @Matches(/^\+?[0-9 ().-]{6,30}$/, { message: M.phone })
  phone: string;

  @ApiPropertyOptional({ maxLength: 120, nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString(text)
  @cap(120)
  productReference?: string | null;

  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString(text)
  @IsNotEmpty(required)
  @cap(200)
  subject: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @IsString(text)
  @IsNotEmpty(required)
  @cap(5000)
  message: string;

  @ApiPropertyOptional({ maxLength: 40, description: 'Accepté pour compatibilité ; l’heure transmise est celle du serveur (Europe/Paris)' })
  @IsOptional()
  @IsString(text)
  @cap(40)
  time?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Pot de miel : doit rester vide' })
  @IsOptional()
  @IsString(text)
  @cap(500)
  website?: string;

  @ApiPropertyOptional({ type: [QuoteItemDto], maxItems: MAX_QUOTE_ITEMS })
  @IsOptional()
  @IsArray({ message: M.items })
  @ArrayMaxSize(MAX_QUOTE_ITEMS, { message: M.tooManyItems(MAX_QUOTE_ITEMS) })
  @ValidateNested({ each: true, message: M.items })
  @Type(() => QuoteItemDto)
  items?: QuoteItemDto[];
}
