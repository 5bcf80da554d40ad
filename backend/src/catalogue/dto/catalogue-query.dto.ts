import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalPositiveInt, SearchText } from '../../common/query-params';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  CatalogueQueryInput,
  CatalogueSort,
  CATEGORIES,
  Category,
  DEFAULT_CATALOGUE_SORT,
  MAX_CATALOGUE_PAGE,
  MAX_SEARCH_LENGTH,
  MAX_CATALOGUE_PAGE_SIZE,
} from '@stockwatt/shared';

/** Validates the query; its defaults are normaliseCatalogueQuery's (CatalogueService.list). */
export class CatalogueQueryDto implements CatalogueQueryInput<Category> {
  @ApiPropertyOptional({
    type: String,
    description:
      'Search: words in any order, each required, over name, reference, brand, type, category, key specifications and description; ' +
      'French and English forms and synonyms; references as typed; when the words as typed find nothing, typos, then the text without its last ' +
      'words, up to 3 (see correctedQuery)',
  })
  @SearchText({ max: MAX_SEARCH_LENGTH })
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

  @ApiPropertyOptional({
    enum: CATALOGUE_SORTS,
    description: `Default: relevance with a search, ${DEFAULT_CATALOGUE_SORT} without (where relevance means ${DEFAULT_CATALOGUE_SORT})`,
  })
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
    description: 'Search as the catalogue searches, best match first; without it, the first references in order',
  })
  @SearchText({ max: 120 })
  q?: string;

  @OptionalPositiveInt({ max: MAX_REFERENCE_SUGGESTIONS, default: DEFAULT_REFERENCE_SUGGESTIONS })
  limit?: number;
}

/** Suggestions the catalogue's search box offers at a time. */
export const DEFAULT_SEARCH_SUGGESTIONS = 6;
export const MAX_SEARCH_SUGGESTIONS = 10;

/** The catalogue's search box as the buyer types. */
export class SearchSuggestionsQueryDto {
  @ApiProperty({ type: String, description: 'What the buyer has typed so far, searched as the catalogue searches' })
  @SearchText({ max: MAX_SEARCH_LENGTH, required: true })
  q: string;

  @OptionalPositiveInt({ max: MAX_SEARCH_SUGGESTIONS, default: DEFAULT_SEARCH_SUGGESTIONS })
  limit?: number;
}
