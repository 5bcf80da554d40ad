import { withTimeout } from '../common/quiet-warning';
import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QUOTE_STATUS } from '@stockwatt/shared';
import { ShopMetrics } from '../metrics/shop-metrics';
import { QuoteQueue } from './quote-queue';
import { QuotesSweeper } from './quotes.sweeper';

/** How many waiting quotes one health check looks up in Redis. */
const STUCK_SAMPLE = 200;

/**
 * The quotes queue as staff and operators see it (the dashboard's deliveries, and the metrics
 * `quotes_pending` and `quotes_stuck`; never a public answer): job counts from Redis, quotes
 * waiting in PostgreSQL, and quotes stuck (still `reçu` while their job is missing or ended):
 * any stuck quote is `down` until the sweeper has queued it again.
 */
@Injectable()
export class QuotesQueueHealthIndicator {
  constructor(
    private readonly indicator: HealthIndicatorService,
    private readonly queue: QuoteQueue,
    private readonly sweeper: QuotesSweeper,
    @InjectDataSource() private readonly dataSource: DataSource,
    metrics: ShopMetrics,
  ) {
    metrics.gauge('quotes_pending', 'Quotes stored and not delivered yet (status reçu)', [], async () => [
      { labels: {}, value: (await this.pending()).waiting },
    ]);
    metrics.gauge(
      'quotes_stuck',
      'Quotes still reçu whose delivery job is missing or ended (the sweeper queues them again)',
      [],
      async () => [{ labels: {}, value: (await withTimeout(this.sweeper.findStuck(STUCK_SAMPLE), 1500, 'Redis')).length }],
    );
  }

  private async pending(): Promise<{ waiting: number; never_picked: number }> {
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS waiting, count(*) FILTER (WHERE picked_at IS NULL)::int AS never_picked FROM quotes WHERE status = $1`,
      [QUOTE_STATUS.received],
    )) as { waiting: number; never_picked: number }[];
    return counts;
  }

  async check(key: string): Promise<HealthIndicatorResult> {
    const check = this.indicator.check(key);
    const pending = await this.pending().catch(() => ({ waiting: null, never_picked: null }));
    try {
      const [counts, stuck] = await withTimeout(
        Promise.all([
          this.queue.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          this.sweeper.findStuck(STUCK_SAMPLE),
        ]),
        1500,
        'Redis',
      );
      const details = {
        jobs: counts,
        quotes_pending: pending.waiting,
        quotes_never_picked: pending.never_picked,
        quotes_stuck: stuck.length,
      };
      if (stuck.length) return check.down({ ...details, stuck_ids: stuck.slice(0, 20).map((q) => q.id) });
      return check.up(details);
    } catch (error) {
      return check.down({ message: (error as Error).message, quotes_pending: pending.waiting });
    }
  }
}
