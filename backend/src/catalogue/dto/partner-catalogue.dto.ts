import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CATEGORIES, Category } from '@stockwatt/shared';
import { PARTNER_MESSAGES as M } from '../../partners/partners.messages';
import { OptionalPositiveInt } from '../../common/query-params';

export const DEFAULT_PARTNER_PAGE = 50;
export const MAX_PARTNER_PAGE = 200;
/** An ISO 8601 date (midnight UTC) or date-time with its offset (2026-11-23T10:00:00Z, …+01:00). */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

export class PartnerProductsQueryDto {
  @ApiPropertyOptional({ type: String, description: 'Opaque cursor from the previous page (also in its `Link: rel="next"` header)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @OptionalPositiveInt({ max: MAX_PARTNER_PAGE, default: DEFAULT_PARTNER_PAGE, message: M.limitInvalid })
  limit?: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'Only products changed after this instant (incremental sync: pass the largest `updated_at` of your last sync)',
    example: '2026-11-23T10:00:00Z',
  })
  @IsOptional()
  @Matches(ISO_8601, { message: M.updatedSinceInvalid })
  updatedSince?: string;

  @ApiPropertyOptional({ type: String, description: 'Exact brand name (see /brands)' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  brand?: string;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptional()
  @IsIn(CATEGORIES, { message: M.categoryInvalid })
  category?: Category;
}

export class PartnerStockDto {
  @ApiProperty({ description: 'Units in stock' }) quantity: number;
  @ApiProperty({ example: 'En stock', description: 'Stock status as the shop states it (En stock, Sur commande)' }) status: string;
  @ApiProperty({ enum: ['in_stock', 'on_order'], description: 'Derived: in stock only when the status says so and units are there' })
  availability: 'in_stock' | 'on_order';
}

export class PartnerDatasheetDto {
  @ApiProperty({ example: 'Fiche technique' }) name: string;
  @ApiProperty({ example: 'https://www.stockwatt.fr/uploads/documents/fiche.pdf' }) url: string;
  @ApiProperty({ example: 'fiche.pdf' }) file_name: string;
}

/** What a B2B partner needs of one product; prices are HT (excl. VAT), in euros. */
export class PartnerProductDto {
  @ApiProperty({ example: 'UP2500' }) reference: string;
  @ApiProperty() name: string;
  @ApiProperty() brand: string;
  @ApiProperty() type: string;
  @ApiProperty({ nullable: true, enum: CATEGORIES, type: String }) category: Category | null;
  @ApiProperty({
    description: 'Selling price excl. VAT (the discounted one when discounted); null when the price is on request',
    nullable: true,
    type: Number,
  })
  price_ht: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Price excl. VAT before the discount, when there is one' }) original_price_ht:
    number | null;
  @ApiProperty({ nullable: true, type: Number }) discount_percent: number | null;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ example: 0.2 }) vat_rate: number;
  @ApiPropertyOptional({ type: PartnerStockDto, description: 'Only for keys with the stock:read scope' }) stock?: PartnerStockDto;
  @ApiProperty({ nullable: true, type: String }) image_url: string | null;
  @ApiProperty({ description: 'The product page in the shop' }) product_url: string;
  @ApiProperty({ type: [PartnerDatasheetDto] }) datasheets: PartnerDatasheetDto[];
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-11-23T10:15:42.123456Z',
    description: 'Last change, to the microsecond (pass the largest one back as updatedSince)',
  })
  updated_at: string;
}

export class PartnerProductPageDto {
  @ApiProperty({ type: [PartnerProductDto] }) items: PartnerProductDto[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as `cursor` for the next page; null on the last page' }) next_cursor:
    string | null;
}

export class PartnerBrandDto {
  @ApiProperty({ example: 'Pylontech' }) name: string;
  @ApiProperty({ description: 'Published products of this brand' }) product_count: number;
}

export class PartnerCategoryDto {
  @ApiProperty({ enum: CATEGORIES }) code: string;
  @ApiProperty({ description: 'Product types filed in this category', type: [String] }) types: string[];
  @ApiProperty({ description: 'Published products in this category' }) product_count: number;
}
