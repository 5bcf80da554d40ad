/**
 * The API's answers and bodies as the front ends use them, named for the apps. Each is a schema
 * of the API's own OpenAPI document: `api-schema.ts` is generated from `openapi.yaml`, itself
 * generated from the backend's DTOs (`npm run contract`; `npm test` fails when either is stale),
 * so the contract is written once, in the DTOs.
 */
import type { components } from './api-schema.js';

type Schemas = components['schemas'];

export type Facet = Schemas['FacetCountDto'];
export type CatalogueFacets = Schemas['CatalogueFacetsDto'];
export type DocumentEntry = Schemas['DocumentEntryDto'];
export type SupplierRef = Schemas['SupplierRefDto'];
/** A catalogue card: stored fields plus the derived prices and both stock states. */
export type ProductSummary = Schemas['ProductSummaryDto'];
export type ProductDetail = Schemas['ProductDetailDto'];
export type CataloguePage = Schemas['CataloguePageDto'];
/** As-you-type suggestions for the catalogue's search box (GET /api/products/suggestions). */
export type SearchSuggestions = Schemas['SearchSuggestionsDto'];
export type ProductReference = Schemas['ProductReferenceDto'];
export type Review = Schemas['ReviewViewDto'];
export type AuthUser = Schemas['AuthUserDto'];
export type AuthResponse = Schemas['LoginResponseDto'];
/** POST /api/auth/login for an account with a second factor (`code`), or an admin who must set one up (`setup`): no session yet. */
export type MfaChallenge = Schemas['MfaChallengeDto'];
/** The administrator's second factor (GET /api/auth/totp, POST /api/auth/totp/setup and /confirm). */
export type TotpStatus = Schemas['TotpStatusDto'];
export type TotpSetup = Schemas['TotpSetupResponseDto'];
export type TotpEnabled = Schemas['TotpEnabledDto'];
export type QuoteItem = Schemas['QuoteItemDto'];
/** POST /api/quotes (spec section 3) plus optional cart lines. */
export type QuotePayload = Schemas['CreateQuoteDto'];
export type ClientType = QuotePayload['clientType'];
/** The quote's text fields as the buyer fills them in: the form's values, and what the form service receives. */
export type QuoteFields = Record<'name' | 'company' | 'email' | 'phone' | 'productReference' | 'subject' | 'message', string> & {
  clientType: ClientType;
};
/** A signed-in buyer's quote (GET /api/quotes/mine). */
export type MyQuote = Schemas['MyQuoteDto'];
/** A quote's page for its buyer (GET /api/quotes/:id/thread): the request, its sent offers (newest first) and messages. */
export type QuoteThread = Schemas['QuoteThreadDto'];
export type BuyerOffer = Schemas['BuyerOfferDto'];
export type MyOffer = Schemas['MyOfferDto'];
export type PricedLine = Schemas['PricedOfferLineDto'];
export type QuoteMessage = Schemas['QuoteMessageDto'];
/** A signed-in buyer's order (GET /api/orders/mine, and the answer to an acceptance). */
export type MyOrder = Schemas['MyOrderDto'];

/** The back office's dashboard (GET /api/admin/dashboard). */
export type DashboardData = Schemas['DashboardDto'];
export type QuotesDay = Schemas['QuotesDayDto'];
export type DashboardQuote = Schemas['DashboardQuoteDto'];
/** A catalogue CSV import, dry run or real (POST /api/admin/products/import). */
export type ImportReport = Schemas['ImportReportDto'];
export type ImportRow = Schemas['ImportRowDto'];
/** One entry of the change history (GET /api/admin/history). */
export type HistoryEntry = Schemas['HistoryEntryDto'];
