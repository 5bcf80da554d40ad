import { ApiProperty } from '@nestjs/swagger';
import type { StockState } from '@stockwatt/shared';
import type { AdminProductView } from '../admin-products.service';
import { SUMMARY_MAX_CHARS } from '../../common/rich-text';

export class FacetCountDto {
  @ApiProperty() value: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Published products with this value; null when totalCapped' })
  count: number | null;
}

export class CatalogueFacetsDto {
  @ApiProperty({ type: [FacetCountDto] }) brands: FacetCountDto[];
  @ApiProperty({ type: [FacetCountDto] }) categories: FacetCountDto[];
}

export class DocumentEntryDto {
  @ApiProperty() name: string;
  @ApiProperty() url: string;
  @ApiProperty() fileName: string;
}

export class SupplierRefDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

const STOCK_STATES: StockState[] = ['in_stock', 'on_order'];

/** A catalogue card: stored fields plus the derived prices and both stock states. */
export class ProductSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() reference: string;
  @ApiProperty() brand: string;
  @ApiProperty() type: string;
  @ApiProperty({ nullable: true, type: String }) category: string | null;
  @ApiProperty({ nullable: true, type: String }) image_url: string | null;
  @ApiProperty({ nullable: true, type: String }) image_card_url: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/uploads/sizes/5b0c…e1-600.webp 600w, /uploads/sizes/5b0c…e1-1200.webp 1200w',
    description:
      "`srcset` of the image's resized WebP copies (uploaded images); null for images without copies (SVG, external URL, older uploads): use `image_url`",
  })
  image_srcset: string | null;
  @ApiProperty({ description: 'Selling price TTC (discounted when discounted)' }) price_ttc: number;
  @ApiProperty({ description: 'Selling price HT = TTC / 1.2' }) price_ht: number;
  @ApiProperty({ nullable: true, type: Number }) original_price_ttc: number | null;
  @ApiProperty({ nullable: true, type: Number }) original_price_ht: number | null;
  @ApiProperty({ nullable: true, type: Number }) discount_percent: number | null;
  @ApiProperty() stock_quantity: number;
  @ApiProperty() stock_status: string;
  @ApiProperty({
    enum: STOCK_STATES,
    description: 'The back-office stock dot: in_stock when the status is "En stock" and units are on hand (kept for partners)',
  })
  availability: StockState;
  @ApiProperty({
    enum: STOCK_STATES,
    description: 'The shop\'s stock line: in_stock ("N en stock", can go in the cart) when units are on hand, whatever the status',
  })
  stock_display: StockState;
  @ApiProperty() rating: number;
  @ApiProperty() review_count: number;
  @ApiProperty() is_best_seller: boolean;
  @ApiProperty({ nullable: true, type: String }) storage_capacity: string | null;
  @ApiProperty({ nullable: true, type: String }) max_output_power: string | null;
  @ApiProperty({ nullable: true, type: Number }) life_cycles: number | null;
  @ApiProperty({ nullable: true, type: Number }) lifespan_years: number | null;
  @ApiProperty() internet_monitoring: boolean;
  @ApiProperty({ nullable: true, type: String }) battery_type: string | null;
  @ApiProperty({ description: `First sentence of the description, plain text, at most ${SUMMARY_MAX_CHARS} characters` }) summary: string;
}

export class ProductDetailDto extends ProductSummaryDto {
  @ApiProperty({ description: 'Sanitised HTML' }) description: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) specifications: Record<string, string>;
  @ApiProperty({ type: [DocumentEntryDto] }) documentation: DocumentEntryDto[];
  @ApiProperty({ nullable: true, type: String }) video_url: string | null;
  @ApiProperty() status: string;
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;
}

export class CataloguePageDto {
  @ApiProperty({ type: [ProductSummaryDto] }) items: ProductSummaryDto[];
  @ApiProperty({
    description:
      'Matching products: exact, or how far they were counted when totalCapped (CATALOGUE_SEARCH_COUNT_CAP, in steps of it to one match past the page)',
  })
  total: number;
  @ApiProperty({ description: 'A text search matched more products than it counts: "more than total", facet counts null' })
  totalCapped: boolean;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: CatalogueFacetsDto }) facets: CatalogueFacetsDto;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'The search whose items are shown, when the words typed found nothing: a close spelling, or the text without the words ' +
      'that say least of the products (`onduleur 3kw` → `onduleur`, `kit us5000` → `us5000`); null when the items are the search as typed',
  })
  correctedQuery: string | null;
  @ApiProperty({
    description:
      'The items match correctedQuery, which leaves some of the words typed out (`huawei batterie` → `batterie`): what was ' +
      'asked for is not listed as such, and may be asked for on quote; false for a close spelling or the search as typed',
  })
  partialMatch: boolean;
}

export class SuggestedProductDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() reference: string;
  @ApiProperty() brand: string;
  @ApiProperty({ nullable: true, type: String }) image_card_url: string | null;
}

export class SuggestedBrandDto {
  @ApiProperty() value: string;
  @ApiProperty({ description: 'Published products of this brand' }) count: number;
}

export class SearchSuggestionsDto {
  @ApiProperty({ type: [SuggestedProductDto], description: 'The best matches, ranked as the catalogue ranks a search' })
  products: SuggestedProductDto[];
  @ApiProperty({ type: [SuggestedBrandDto], description: 'Brands whose name starts with a word typed' })
  brands: SuggestedBrandDto[];
  @ApiProperty({ nullable: true, type: String, description: 'As CataloguePage.correctedQuery' })
  correctedQuery: string | null;
}

export class ProductReferenceDto {
  @ApiProperty() id: number;
  @ApiProperty() reference: string;
  @ApiProperty() name: string;
}

/**
 * The back office's product: the detail plus the raw prices and supplier it edits (toAdminView).
 * The supplier is the back office's business: the shop's detail (ProductDetailDto) leaves it out.
 */
export class AdminProductViewDto extends ProductDetailDto implements AdminProductView {
  @ApiProperty({ nullable: true, type: SupplierRefDto }) supplier: SupplierRefDto | null;
  @ApiProperty({ description: 'Prix public TTC saisi' }) price_public: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Prix remisé TTC saisi' }) price_discounted: number | null;
  @ApiProperty({ nullable: true, type: Number }) supplier_id: number | null;
  @ApiProperty({ nullable: true, type: String }) supplier_name: string | null;
}
