import { withTimeout } from '../common/quiet-warning';
import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QuoteQueue } from './quote-queue';

/** `/api/health` → `quotes_queue`: job counts from Redis and quotes waiting in PostgreSQL. */
@Injectable()
export class QuotesQueueHealthIndicator {
  constructor(
    private readonly indicator: HealthIndicatorService,
    private readonly queue: QuoteQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async check(key: string): Promise<HealthIndicatorResult> {
    const check = this.indicator.check(key);
    const [pending] = await this.dataSource
      .query(`SELECT count(*)::int AS waiting, count(*) FILTER (WHERE picked_at IS NULL)::int AS never_picked FROM quotes WHERE status = 'reçu'`)
      .catch(() => [{ waiting: null, never_picked: null }]);
    try {
      const counts = await withTimeout(
        this.queue.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
        1500,
        'Redis',
      );
      return check.up({ jobs: counts, quotes_pending: pending.waiting, quotes_never_picked: pending.never_picked });
    } catch (error) {
      return check.down({ message: (error as Error).message, quotes_pending: pending.waiting });
    }
  }
}
