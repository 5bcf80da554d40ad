import { quietWarning, withTimeout } from '../common/quiet-warning';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { QuotesConfig } from '../config/quotes.config';
import { DELIVER_JOB, DeliveryJobData, QUOTES_QUEUE } from './quote-payload';
import { ShopMetrics } from '../metrics/shop-metrics';
import { watchQueueDepth } from '../metrics/queue-depth';

interface Pending {
  data: DeliveryJobData;
  resolve: (queued: boolean) => void;
}

const MAX_BATCH = 500;

/**
 * Puts delivery jobs on the `quotes` queue. Requests arriving in the same tick share one
 * `addBulk` round trip. Never throws: when Redis is slow or down the caller gets `false`
 * after `enqueueTimeoutMs` and the quote, already stored as `reçu`, is left to the sweeper.
 */
@Injectable()
export class QuoteQueue {
  private readonly logger = new Logger(QuoteQueue.name);
  private readonly settings: QuotesConfig;
  private pending: Pending[] = [];
  private scheduled = false;

  constructor(
    @InjectQueue(QUOTES_QUEUE) readonly queue: Queue<DeliveryJobData>,
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: ShopMetrics,
  ) {
    this.settings = config.quotes;
    queue.on('error', (error) => this.warnRedis(error));
    watchQueueDepth(metrics, 'quotes', queue);
  }

  readonly warnRedis = quietWarning(this.logger, 'quotes queue');

  jobOptions(data: DeliveryJobData): JobsOptions {
    return {
      jobId: data.attemptId,
      attempts: this.settings.attempts,
      backoff: { type: 'exponential', delay: this.settings.backoffMs },
      removeOnComplete: { count: 5000 },
      removeOnFail: { count: 5000 },
    };
  }

  /** `attemptId`: the quote's `job_id`, unique for all time, so no older job can shadow it. */
  enqueue(quoteId: number, attemptId: string): Promise<boolean> {
    return new Promise((resolve) => {
      this.pending.push({ data: { quoteId, attemptId }, resolve });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    while (this.pending.length) {
      const batch = this.pending.splice(0, MAX_BATCH);
      const queued = await this.addBulk(batch.map((p) => p.data));
      for (const p of batch) p.resolve(queued);
    }
  }

  private async addBulk(jobs: DeliveryJobData[]): Promise<boolean> {
    try {
      const add = this.queue.addBulk(jobs.map((data) => ({ name: DELIVER_JOB, data, opts: this.jobOptions(data) })));
      add.catch(() => undefined); // may still settle after the timeout
      await withTimeout(add, this.settings.enqueueTimeoutMs, 'Redis');
      return true;
    } catch (error) {
      this.logger.warn(`${jobs.length} quote(s) not enqueued, the sweeper will retry: ${(error as Error).message}`);
      return false;
    }
  }
}
