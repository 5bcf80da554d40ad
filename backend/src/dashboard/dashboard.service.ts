import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { LOW_STOCK_UNITS, ORDER_STATUS, ORDER_STATUSES, QUOTE_STATUS, QUOTE_STATUSES, REVIEW_STATUS } from '@stockwatt/shared';
import { FormServiceClient } from '../quotes/form-service.client';
import { QuotesQueueHealthIndicator } from '../quotes/quotes.health';
import { DashboardDto, DeliveriesDto } from './dto/dashboard.dto';

/** Days are the shop's (France), whatever the server's time zone. */
export const SHOP_TIME_ZONE = 'Europe/Paris';
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_MONTHS = 12;
const LIST_SIZE = 8;

/** The back office's first screen: every figure computed by PostgreSQL in a few queries. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly formService: FormServiceClient,
    private readonly queueHealth: QuotesQueueHealthIndicator,
  ) {}

  async get(): Promise<DashboardDto> {
    const [quotesPerDay, deliveries, catalogue, reviews, pendingReviews, orders] = await Promise.all([
      this.quotesPerDay(),
      this.deliveries(),
      this.catalogue(),
      this.latestReviews(),
      this.pendingReviews(),
      this.orders(),
    ]);
    return {
      generated_at: new Date(),
      time_zone: SHOP_TIME_ZONE,
      quotes_per_day: quotesPerDay,
      deliveries,
      catalogue,
      latest_reviews: reviews,
      pending_reviews: pendingReviews,
      orders,
    };
  }

  /** One row per day of the last 30 (today included), a count per status; spam left out. */
  private quotesPerDay(): Promise<DashboardDto['quotes_per_day']> {
    const perStatus = QUOTE_STATUSES.map((s, i) => `count(q.id) FILTER (WHERE q.status = $${i + 3})::int AS "${s}"`).join(', ');
    return this.dataSource.query(
      `WITH days AS (
         SELECT generate_series((now() AT TIME ZONE $1)::date - ($2::int - 1), (now() AT TIME ZONE $1)::date, interval '1 day')::date AS day
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(q.id)::int AS total, ${perStatus}
       FROM days d
       LEFT JOIN quotes q ON NOT q.is_spam
         AND q.created_at >= d.day::timestamp AT TIME ZONE $1
         AND q.created_at < (d.day + 1)::timestamp AT TIME ZONE $1
       GROUP BY d.day ORDER BY d.day`,
      [SHOP_TIME_ZONE, DASHBOARD_DAYS, ...QUOTE_STATUSES],
    );
  }

  /** Quotes the staff should look at: failed ones (resend) and ones waiting past the sweeper's delay. */
  private async deliveries(): Promise<DashboardDto['deliveries']> {
    const waitSeconds = this.config.quotes.sweepAfterMs / 1000;
    const columns = `id, name, company, email, subject, status, attempts, last_error, created_at, updated_at`;
    const [[counts], failed, waiting, queue] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE status = $2)::int AS failed,
                count(*) FILTER (WHERE status = $3 AND updated_at < now() - make_interval(secs => $1))::int AS waiting
         FROM quotes WHERE NOT is_spam AND status IN ($2, $3)`,
        [waitSeconds, QUOTE_STATUS.failed, QUOTE_STATUS.received],
      ),
      this.dataSource.query(
        `SELECT ${columns} FROM quotes WHERE status = $1 AND NOT is_spam ORDER BY updated_at DESC, id DESC LIMIT ${LIST_SIZE}`,
        [QUOTE_STATUS.failed],
      ),
      this.dataSource.query(
        `SELECT ${columns} FROM quotes WHERE status = $2 AND NOT is_spam AND updated_at < now() - make_interval(secs => $1)
         ORDER BY updated_at, id LIMIT ${LIST_SIZE}`,
        [waitSeconds, QUOTE_STATUS.received],
      ),
      this.queueHealth.check('quotes_queue'),
    ]);
    return {
      failed_count: counts.failed,
      waiting_count: counts.waiting,
      waiting_after_seconds: waitSeconds,
      resend_available: this.formService.configured,
      failed,
      waiting,
      queue: queue.quotes_queue as DeliveriesDto['queue'],
    };
  }

  private async catalogue(): Promise<DashboardDto['catalogue']> {
    const [[counts], lowStock] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*) FILTER (WHERE status = 'publié')::int AS published,
                count(*) FILTER (WHERE status = 'brouillon')::int AS draft,
                count(*) FILTER (WHERE stock_quantity = 0)::int AS out_of_stock,
                count(*) FILTER (WHERE stock_quantity BETWEEN 1 AND $1)::int AS low_stock,
                count(*) FILTER (WHERE coalesce(image_url, '') = '')::int AS without_image,
                count(*) FILTER (WHERE jsonb_array_length(documentation) = 0)::int AS without_datasheet,
                count(*)::int AS total
         FROM products`,
        [LOW_STOCK_UNITS],
      ),
      this.dataSource.query(
        `SELECT id, name, reference, stock_quantity, status FROM products WHERE stock_quantity <= $1
         ORDER BY stock_quantity, name, id LIMIT ${LIST_SIZE}`,
        [LOW_STOCK_UNITS],
      ),
    ]);
    return { ...counts, low_stock_units: LOW_STOCK_UNITS, low_stock_products: lowStock };
  }

  /** The latest reviews whatever their moderation (each with its status). */
  private latestReviews(): Promise<DashboardDto['latest_reviews']> {
    return this.dataSource.query(
      `SELECT r.id, r.product_id, p.name AS product_name, r.user_name, r.rating, r.comment, r.status, r.created_at
       FROM reviews r JOIN products p ON p.id = r.product_id
       ORDER BY r.created_at DESC, r.id DESC LIMIT ${LIST_SIZE}`,
    );
  }

  /** Reviews waiting for moderation (the status index). */
  private async pendingReviews(): Promise<number> {
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE status = $1`, [
      REVIEW_STATUS.pending,
    ]);
    return count;
  }

  /**
   * Orders by status; per Paris month over the last 12 (cancelled ones left out of counts and
   * value); and the funnel of the requests of those 12 months: how many got a sent offer, how
   * many of those became an order.
   */
  private async orders(): Promise<DashboardDto['orders']> {
    const perStatus = ORDER_STATUSES.map((s, i) => `count(*) FILTER (WHERE status = $${i + 1})::int AS "${s}"`).join(', ');
    const [[byStatus], perMonth, [funnel]] = await Promise.all([
      this.dataSource.query(`SELECT ${perStatus} FROM orders`, ORDER_STATUSES),
      this.dataSource.query(
        `WITH months AS (
           SELECT generate_series(date_trunc('month', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 month',
                                  date_trunc('month', now() AT TIME ZONE $1), interval '1 month') AS month
         )
         SELECT to_char(m.month, 'YYYY-MM') AS month, count(o.id)::int AS count, coalesce(sum(o.total_ht), 0)::float8 AS value_ht
         FROM months m
         LEFT JOIN orders o ON o.status <> $3
           AND o.created_at >= m.month AT TIME ZONE $1
           AND o.created_at < (m.month + interval '1 month') AT TIME ZONE $1
         GROUP BY m.month ORDER BY m.month`,
        [SHOP_TIME_ZONE, DASHBOARD_MONTHS, ORDER_STATUS.cancelled],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS requests,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM offers f WHERE f.quote_id = q.id AND f.sent_at IS NOT NULL))::int AS offers_sent,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id))::int AS orders
         FROM quotes q
         WHERE NOT q.is_spam
           AND q.created_at >= (date_trunc('month', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 month') AT TIME ZONE $1`,
        [SHOP_TIME_ZONE, DASHBOARD_MONTHS],
      ),
    ]);
    const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);
    return {
      by_status: byStatus,
      per_month: perMonth,
      conversion: {
        months: DASHBOARD_MONTHS,
        ...funnel,
        offer_rate: rate(funnel.offers_sent, funnel.requests),
        order_rate: rate(funnel.orders, funnel.offers_sent),
      },
    };
  }
}
