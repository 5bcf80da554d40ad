import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  isURL,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IsAmount } from '../../common/is-amount';
import { IsStringRecord } from '../../common/is-string-record';
import { toNumberIfNumeric, ToNumber, ToNumberOrNull, Trim, TrimToNull } from '../../common/transforms';
import { PRODUCT_STATUSES, PRODUCT_TYPES, ProductStatus, STOCK_STATUSES } from '@stockwatt/shared';
import { PRODUCT_MESSAGES as M } from '../products.messages';

const MAX_PRICE = 9_999_999_999.99;

/**
 * A link a product holds (image, card image, document, video): an http(s) address, or a file
 * the shop serves itself (an absolute path such as /uploads/… or /media/…, never `//host`,
 * `/\host` nor a `..` segment). No other scheme (`javascript:`, `data:`…): partners get these as is.
 */
export function isProductAddress(value: unknown): boolean {
  // Whitespace and backslashes out: a browser drops tabs and newlines and reads `/\host` as `//host`.
  if (typeof value !== 'string' || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !/(^|\/)\.\.(\/|$)/.test(value);
  return isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
}

const IsProductAddress = (message: string = M.urlInvalid) =>
  ValidateBy({ name: 'isProductAddress', validator: { validate: isProductAddress, defaultMessage: () => message } });

export class DocumentInputDto {
  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: M.documentNameRequired })
  @MaxLength(200)
  name: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(1000)
  @IsProductAddress()
  url: string;

  @ApiProperty()
  @IsString()
  @MaxLength(300)
  fileName: string;
}

export class ProductInputDto {
  @ApiProperty({ description: 'Nom complet du produit' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(300)
  name: string;

  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: M.referenceRequired })
  @MaxLength(100)
  reference: string;

  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty({ message: M.brandRequired })
  @MaxLength(120)
  brand: string;

  @ApiProperty({ enum: PRODUCT_TYPES })
  @IsIn(PRODUCT_TYPES, { message: M.typeInvalid })
  type: string;

  @ApiProperty({ description: 'Prix public TTC' })
  @ToNumber()
  @IsAmount({ message: M.pricePublicInvalid })
  @Min(0)
  @Max(MAX_PRICE)
  price_public: number;

  @ApiPropertyOptional({ nullable: true, type: Number })
  @IsOptional()
  @ToNumberOrNull()
  @IsAmount()
  @Min(0)
  @Max(MAX_PRICE)
  price_discounted?: number | null;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  stock_quantity?: number;

  @ApiPropertyOptional({ enum: STOCK_STATUSES })
  @IsOptional()
  @IsIn(STOCK_STATUSES)
  stock_status?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  @IsProductAddress()
  image_url?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  @IsProductAddress()
  image_card_url?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Vidéo de présentation propre au produit (URL http(s) ou fichier de la boutique) ; vide : la vidéo de la boutique',
  })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(1000)
  @IsProductAddress(M.videoUrlInvalid)
  video_url?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(120)
  battery_type?: string | null;

  @ApiPropertyOptional({ nullable: true, type: Number })
  @IsOptional()
  @ToNumberOrNull()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  life_cycles?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  internet_monitoring?: boolean;

  @ApiPropertyOptional({ nullable: true, type: Number })
  @IsOptional()
  @ToNumberOrNull()
  @IsInt()
  @Min(0)
  @Max(100)
  lifespan_years?: number | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '3.5kWh' })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(60)
  storage_capacity?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '2000W' })
  @IsOptional()
  @TrimToNull()
  @IsString()
  @MaxLength(60)
  max_output_power?: string | null;

  @ApiPropertyOptional({ description: 'Rich text; sanitised to the editor toolbar tags' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  description?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsObject()
  @IsStringRecord()
  specifications?: Record<string, string>;

  @ApiPropertyOptional({ type: [DocumentInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => DocumentInputDto)
  documentation?: DocumentInputDto[];

  @ApiPropertyOptional({ enum: PRODUCT_STATUSES, default: 'brouillon' })
  @IsOptional()
  @IsIn(PRODUCT_STATUSES)
  status?: ProductStatus;

  @ApiPropertyOptional({ nullable: true, type: Number, description: "'none' or empty means no supplier" })
  @IsOptional()
  @Transform(({ value }) => (value === 'none' || value === '' || value === null ? null : toNumberIfNumeric(value)))
  @IsInt()
  @Min(1)
  supplier_id?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  is_best_seller?: boolean;
}

export class ProductUpdateDto extends PartialType(ProductInputDto) {}

export class ProductStatusDto {
  @ApiProperty({ enum: PRODUCT_STATUSES })
  @IsIn(PRODUCT_STATUSES, { message: M.statusInvalid })
  status: ProductStatus;
}
