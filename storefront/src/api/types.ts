export type Category = 'batteries' | 'panneaux' | 'onduleurs' | 'carports';
export type SortKey = 'name' | 'price_asc' | 'price_desc' | 'rating';

export interface ProductSummary {
  id: number;
  name: string;
  reference: string;
  brand: string;
  type: string;
  category: Category | string | null;
  image_url: string | null;
  image_card_url: string | null;
  price_ttc: number;
  price_ht: number;
  original_price_ttc: number | null;
  original_price_ht: number | null;
  discount_percent: number | null;
  stock_quantity: number;
  stock_status: string;
  availability: 'in_stock' | 'on_order';
  rating: number;
  review_count: number;
  is_best_seller: boolean;
  storage_capacity: string | null;
  max_output_power: string | null;
  life_cycles: number | null;
  lifespan_years: number | null;
  internet_monitoring: boolean | null;
  battery_type: string | null;
}

export interface DocumentEntry {
  name: string;
  url: string;
  fileName: string;
}

export interface ProductDetail extends ProductSummary {
  description: string | null;
  specifications: Record<string, string | number> | null;
  documentation: DocumentEntry[] | null;
  video_url: string | null;
  supplier: { id: number; name: string } | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface Facet {
  value: string;
  count: number;
}

export interface ProductList {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  facets: { brands: Facet[]; categories: Facet[] };
}

export interface ProductReference {
  id: number;
  reference: string;
  name: string;
}

export interface Review {
  id: number;
  product_id: number;
  user_name: string;
  rating: number;
  comment: string;
  created_at: string;
}

export interface User {
  id: number | string;
  email: string;
  role: string;
}

export interface AuthResponse {
  accessToken: string;
  expiresIn: number;
  user: User;
}

export interface QuoteItem {
  productId: number;
  reference: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface QuotePayload {
  clientType: 'particulier' | 'entreprise';
  name: string;
  company?: string;
  email: string;
  phone: string;
  productReference?: string;
  subject: string;
  message: string;
  time?: string;
  website?: string;
  items?: QuoteItem[];
}

export interface MyQuote {
  id: number | string;
  subject: string;
  status: string;
  created_at: string;
  items: QuoteItem[] | null;
}
