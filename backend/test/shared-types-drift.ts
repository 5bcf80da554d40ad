/**
 * Never run, only compiled by `npm run typecheck -w backend`: proves that a DTO drifting from
 * the shared API types (@stockwatt/shared) is a type error. Each @ts-expect-error below must
 * meet its error, or tsc fails on the unused directive: this check cannot pass silently.
 * The real DTOs (src/<module>/dto) are declared the same way: they `implement` the shared type.
 */
import type {
  AuthResponse,
  AuthUser,
  CatalogueFacets,
  CataloguePage,
  DocumentEntry,
  Facet,
  MyQuote,
  ProductDetail,
  ProductReference,
  ProductSummary,
  QuoteItem,
  QuotePayload,
  Review,
  SupplierRef,
} from '@stockwatt/shared';
import { AuthUserDto, LoginResponseDto } from '../src/auth/dto/login.dto';
import {
  CatalogueFacetsDto,
  CataloguePageDto,
  DocumentEntryDto,
  FacetCountDto,
  ProductDetailDto,
  ProductReferenceDto,
  ProductSummaryDto,
  SupplierRefDto,
} from '../src/products/dto/product-views.dto';
import { CreateQuoteDto, QuoteItemDto } from '../src/quotes/dto/create-quote.dto';
import { MyQuoteDto } from '../src/quotes/dto/quote-views.dto';
import { ReviewViewDto } from '../src/reviews/dto/review-view.dto';

/** A field's type changed in a DTO only (the storefront's old copy had this one nullable). */
export class NullableFieldDto implements Pick<ProductSummary, 'id' | 'internet_monitoring'> {
  id: number;
  // @ts-expect-error internet_monitoring is a boolean in the shared type
  internet_monitoring: boolean | null;
}

/** A field the shared type has and the DTO lost (or the shared type gained alone). */
// @ts-expect-error stock_display is missing
export class MissingFieldDto implements Pick<ProductSummary, 'id' | 'stock_display'> {
  id: number;
}

/** Dates: a Date in the DTO, an ISO string on the wire; any other type is a drift. */
export class WrongDateDto implements Pick<MyQuote<Date>, 'id' | 'created_at'> {
  id: number;
  // @ts-expect-error created_at is a Date on the server side
  created_at: number;
}

/**
 * `implements` lets a class carry a field the interface lacks; the front ends would never see
 * it. The API's answer DTOs must have exactly the shared type's fields, no more.
 */
type Exact<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : never;
export const exactAnswers: [
  Exact<FacetCountDto, Facet>,
  Exact<CatalogueFacetsDto, CatalogueFacets>,
  Exact<DocumentEntryDto, DocumentEntry>,
  Exact<SupplierRefDto, SupplierRef>,
  Exact<ProductSummaryDto, ProductSummary>,
  Exact<ProductDetailDto, ProductDetail<Date>>,
  Exact<CataloguePageDto, CataloguePage>,
  Exact<ProductReferenceDto, ProductReference>,
  Exact<ReviewViewDto, Review<Date>>,
  Exact<AuthUserDto, AuthUser>,
  Exact<LoginResponseDto, AuthResponse>,
  Exact<QuoteItemDto, QuoteItem>,
  Exact<CreateQuoteDto, QuotePayload>,
  Exact<MyQuoteDto, MyQuote<Date>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];

/** A DTO with a field its shared type lacks. */
class ExtraFieldDto implements Pick<ProductSummary, 'id'> {
  id: number;
  stock_badge: string;
}
// @ts-expect-error stock_badge is not in the shared type
export const extraField: Exact<ExtraFieldDto, Pick<ProductSummary, 'id'>> = true;
