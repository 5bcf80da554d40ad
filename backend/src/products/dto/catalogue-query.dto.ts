import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  CatalogueQueryInput,
  CatalogueSort,
  CATEGORIES,
  Category,
  DEFAULT_CATALOGUE_SORT,
  MAX_CATALOGUE_PAGE,
  MAX_CATALOGUE_PAGE_SIZE,
} from '@stockwatt/shared';

/** Validates the query; its defaults are normaliseCatalogueQuery's (ProductsService.list). */
export class CatalogueQueryDto implements CatalogueQueryInput<Category> {
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

  @ApiPropertyOptional({ enum: CATALOGUE_SORTS, default: DEFAULT_CATALOGUE_SORT })
  @IsOptional()
  @IsIn(CATALOGUE_SORTS)
  sort?: CatalogueSort;

  @ApiPropertyOptional({ type: Number, default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_CATALOGUE_PAGE)
  page?: number;

  @ApiPropertyOptional({ type: Number, default: CATALOGUE_PAGE_SIZE, minimum: 1, maximum: MAX_CATALOGUE_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_CATALOGUE_PAGE_SIZE)
  pageSize?: number;
}
