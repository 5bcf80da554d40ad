import type { QuoteStatus } from '@stockwatt/shared';

/** GET /api/admin/dashboard (see openapi.yaml, DashboardDto): a day, its total and a count per quote status. */
export interface QuotesDay extends Record<QuoteStatus, number> {
  day: string;
  total: number;
}

export interface DashboardQuote {
  id: number;
  name: string;
  company: string | null;
  email: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface DashboardData {
  generated_at: string;
  quotes_per_day: QuotesDay[];
  deliveries: {
    failed_count: number;
    waiting_count: number;
    waiting_after_seconds: number;
    resend_available: boolean;
    failed: DashboardQuote[];
    waiting: DashboardQuote[];
    queue: { status: 'up' | 'down'; jobs?: Record<string, number>; quotes_stuck?: number; message?: string };
  };
  catalogue: {
    total: number;
    published: number;
    draft: number;
    out_of_stock: number;
    low_stock: number;
    low_stock_units: number;
    without_image: number;
    without_datasheet: number;
    low_stock_products: { id: number; name: string; reference: string; stock_quantity: number; status: string }[];
  };
  latest_reviews: {
    id: number;
    product_id: number;
    product_name: string;
    user_name: string;
    rating: number;
    comment: string;
    created_at: string;
  }[];
}
