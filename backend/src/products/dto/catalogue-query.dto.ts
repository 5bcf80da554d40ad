import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CATEGORIES, Category } from '@stockwatt/shared';

export const CATALOGUE_SORTS = ['name', 'price_asc', 'price_desc', 'rating'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 12;

export class CatalogueQueryDto {
  @ApiPropertyOptional({ type: String, description: 'Accent- and case-insensitive search over name, reference and brand' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ type: String })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  brand?: string;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptional()
  @IsIn(CATEGORIES)
  category?: Category;

  @ApiPropertyOptional({ enum: CATALOGUE_SORTS, default: 'name' })
  @IsOptional()
  @IsIn(CATALOGUE_SORTS)
  sort?: CatalogueSort;

  @ApiPropertyOptional({ type: Number, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ type: Number, default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
