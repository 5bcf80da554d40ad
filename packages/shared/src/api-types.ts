/**
 * The API's answers as the front ends receive them. The backend's DTO classes `implement` these
 * (their dates as `Date`, which JSON sends as ISO strings: hence the `D` parameter), so a field
 * changed on one side only fails the build.
 */
import type { StockState } from './catalogue-rules.js';
import type { QuoteStatus } from './quote-status.js';

export interface Facet {
  value: string;
  /** Published products with this value; null when a text search matched more than it counts (see CataloguePage.totalCapped). */
  count: number | null;
}

export interface CatalogueFacets {
  brands: Facet[];
  categories: Facet[];
}

export interface DocumentEntry {
  name: string;
  url: string;
  fileName: string;
}

export interface SupplierRef {
  id: number;
  name: string;
}

/** A catalogue card: stored fields plus the derived prices and both stock states. */
export interface ProductSummary {
  id: number;
  name: string;
  reference: string;
  brand: string;
  type: string;
  category: string | null;
  image_url: string | null;
  image_card_url: string | null;
  /** `srcset` of the uploaded image's resized copies; null without copies (SVG, external URL, older upload): `image_url` alone. */
  image_srcset: string | null;
  price_ttc: number;
  price_ht: number;
  original_price_ttc: number | null;
  original_price_ht: number | null;
  discount_percent: number | null;
  stock_quantity: number;
  stock_status: string;
  /** The back-office dot rule (backOfficeStockDot), kept for partners and existing clients. */
  availability: StockState;
  /** The shop's stock line (shopStockLine): what cards and the product page show. */
  stock_display: StockState;
  rating: number;
  review_count: number;
  is_best_seller: boolean;
  storage_capacity: string | null;
  max_output_power: string | null;
  life_cycles: number | null;
  lifespan_years: number | null;
  internet_monitoring: boolean;
  battery_type: string | null;
  /** The description's first sentence as plain text (the API cuts it out once; cards show it). */
  summary: string;
}

export interface ProductDetail<D extends string | Date = string> extends ProductSummary {
  /** Sanitised HTML. */
  description: string;
  specifications: Record<string, string>;
  documentation: DocumentEntry[];
  video_url: string | null;
  supplier: SupplierRef | null;
  status: string;
  created_at: D;
  updated_at: D;
}

export interface CataloguePage {
  items: ProductSummary[];
  /** Matching products: exact, or the cap when totalCapped. */
  total: number;
  /** A text search stopped counting at `total`: more products match ("plus de N"), and facet counts are null. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  facets: CatalogueFacets;
  /**
   * The search as corrected when the words typed found nothing and a close spelling of the
   * catalogue's words did (`pyllontech` → `pylontech`): the items are that spelling's. Null otherwise.
   */
  correctedQuery: string | null;
}

/** As-you-type suggestions for the catalogue's search box (GET /api/products/suggestions). */
export interface SearchSuggestions {
  /** The best matches, ranked as the catalogue ranks a search. */
  products: Pick<ProductSummary, 'id' | 'name' | 'reference' | 'brand' | 'image_card_url'>[];
  /** Brands whose name starts with a word typed, with their published products. */
  brands: { value: string; count: number }[];
  /** As CataloguePage.correctedQuery. */
  correctedQuery: string | null;
}

export interface ProductReference {
  id: number;
  reference: string;
  name: string;
}

export interface Review<D extends string | Date = string> {
  id: number;
  product_id: number;
  user_name: string;
  rating: number;
  comment: string;
  created_at: D;
}

export interface AuthUser {
  id: number;
  email: string;
  role: string;
}

export interface AuthResponse {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  user: AuthUser;
}

export interface QuoteItem {
  productId: number;
  reference?: string | null;
  name: string;
  quantity: number;
  /** TTC, as the buyer saw it (euros). */
  unitPrice: number;
}

export type ClientType = 'particulier' | 'entreprise';

/** The quote's text fields as the buyer fills them in: the form's values, and what the form service receives. */
export type QuoteFields = Record<'name' | 'company' | 'email' | 'phone' | 'productReference' | 'subject' | 'message', string> & {
  clientType: ClientType;
};

/** POST /api/quotes (spec section 3) plus optional cart lines. */
export interface QuotePayload {
  clientType: ClientType;
  name: string;
  /** Required for a company. */
  company?: string | null;
  email: string;
  phone: string;
  productReference?: string | null;
  subject: string;
  message: string;
  /** Accepted for older clients and ignored: the time sent on is the server's. */
  time?: string;
  /** Honeypot: stays empty. */
  website?: string;
  items?: QuoteItem[];
}

/** A signed-in buyer's quote (GET /api/quotes/mine). */
export interface MyQuote<D extends string | Date = string> {
  id: number;
  subject: string;
  status: QuoteStatus;
  created_at: D;
  items: QuoteItem[];
}
