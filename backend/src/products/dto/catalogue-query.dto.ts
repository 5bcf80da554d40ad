import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalPositiveInt } from '../../common/query-params';
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

  @OptionalPositiveInt({ max: MAX_CATALOGUE_PAGE, default: 1 })
  page?: number;

  @OptionalPositiveInt({ max: MAX_CATALOGUE_PAGE_SIZE, default: CATALOGUE_PAGE_SIZE })
  pageSize?: number;
}

/** Suggestions the quote form's product field offers at a time. */
export const DEFAULT_REFERENCE_SUGGESTIONS = 20;
export const MAX_REFERENCE_SUGGESTIONS = 50;

/** The quote form's product field: what the buyer typed, and how many suggestions. */
export class ProductReferencesQueryDto {
  @ApiPropertyOptional({
    type: String,
    description: 'Accent- and case-insensitive search over name, reference and brand; without it, the first references in order',
  })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  q?: string;

  @OptionalPositiveInt({ max: MAX_REFERENCE_SUGGESTIONS, default: DEFAULT_REFERENCE_SUGGESTIONS })
  limit?: number;
}
