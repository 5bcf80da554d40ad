import { Processor } from '@nestjs/bullmq';
import { DrainingWorkerHost } from '../common/draining-worker-host';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { FormServiceClient } from './form-service.client';
import { QUOTE_STATUS, QuoteStatus } from '@stockwatt/shared';
import { Quote } from './quote.entity';
import { QuoteQueue } from './quote-queue';
import { moveQuote, QuoteMove, QuoteMoveRefused } from './quote-moves';
import { DomainEvents } from '../events/domain-events';
import { Settings } from '../config/settings';
import { loadQuotesConfig } from '../config/quotes.config';
import { DeliveryJobData, formServicePayload, QUOTES_QUEUE } from './quote-payload';
import { ShopMetrics } from '../metrics/shop-metrics';

/**
 * BullMQ takes lock settings only when it builds the worker (the decorator), so QUOTE_JOB_LOCK_MS
 * is read as this file loads, like the front-end paths in app.module: a killed worker's active
 * deliveries go back to waiting after about twice this.
 */
function jobLockOptions(): { lockDuration: number; stalledInterval: number } {
  const { jobLockMs } = loadQuotesConfig(new Settings(process.env));
  return { lockDuration: jobLockMs, stalledInterval: jobLockMs };
}

export type DeliveryOutcome = typeof QUOTE_STATUS.forwarded | 'skipped' | typeof QUOTE_STATUS.stored;

/**
 * Forwards one send of a quote to the form service. The quote row is the source of truth:
 * a job whose quote is no longer `reçu` (delivered, handled) or whose id is no longer the
 * quote's `job_id` (resent, re-queued by the sweeper) does nothing, so a stale job never
 * delivers twice. The form service gets the send's `delivery_id` to drop repeats. BullMQ retries failures with
 * exponential backoff; the last failure sets `échec` with the error kept.
 */
@Processor(QUOTES_QUEUE, { autorun: false, ...jobLockOptions() })
export class QuoteDeliveryProcessor extends DrainingWorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(QuoteDeliveryProcessor.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly formService: FormServiceClient,
    private readonly queue: QuoteQueue,
    private readonly events: DomainEvents,
    private readonly metrics: ShopMetrics,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.quotes.concurrency;
    this.worker.on('error', (error) => this.queue.warnRedis(error));
    void this.worker.run().catch((error: Error) => this.logger.error(`quotes worker stopped: ${error.message}`));
  }

  async process(job: Job<DeliveryJobData>): Promise<DeliveryOutcome> {
    const { quoteId, attemptId } = job.data;
    if (!this.formService.configured) {
      this.metrics.deliveries.inc({ outcome: 'stored', attempt: String(job.attemptsMade + 1) });
      return this.move({ id: quoteId, to: QUOTE_STATUS.stored, by: 'delivery' });
    }
    const [rows] = await this.dataSource.query(
      `UPDATE quotes SET attempts = attempts + 1, picked_at = coalesce(picked_at, now()), updated_at = now()
       WHERE id = $1 AND status = $3 AND job_id = $2 AND NOT is_spam
       RETURNING *`,
      [quoteId, attemptId, QUOTE_STATUS.received],
    );
    const quote = (rows as Quote[] | undefined)?.[0];
    if (!quote) return 'skipped';
    // Every line of a delivery names its send (the form service's Idempotency-Key) and attempt.
    const trace = { quoteId, deliveryId: quote.delivery_id, attempt: quote.attempts };
    try {
      await this.formService.send(formServicePayload(quote), quote.delivery_id);
    } catch (error) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      this.metrics.deliveries.inc({ outcome: last ? 'failed' : 'retrying', attempt: String(quote.attempts) });
      this.logger.warn(
        { ...trace, error: (error as Error).message },
        last ? 'quote delivery failed, no attempt left' : 'quote delivery failed, will retry',
      );
      await this.recordFailure(job, (error as Error).message);
      throw error;
    }
    this.metrics.deliveries.inc({ outcome: 'delivered', attempt: String(quote.attempts) });
    this.logger.log(trace, 'quote delivered');
    return this.move({
      id: quoteId,
      to: QUOTE_STATUS.forwarded,
      by: 'delivery',
      attempt: attemptId,
      set: 'delivered_at = now(), last_error = NULL',
    });
  }

  /** The error is kept; after the last attempt the quote moves to `échec`. */
  private async recordFailure({ data: { quoteId, attemptId }, attemptsMade, opts }: Job<DeliveryJobData>, message: string): Promise<void> {
    if (attemptsMade + 1 < (opts.attempts ?? 1)) {
      await this.dataSource.query(`UPDATE quotes SET last_error = $3, updated_at = now() WHERE id = $1 AND status = $4 AND job_id = $2`, [
        quoteId,
        attemptId,
        message,
        QUOTE_STATUS.received,
      ]);
      return;
    }
    const failed = {
      id: quoteId,
      to: QUOTE_STATUS.failed,
      by: 'delivery',
      attempt: attemptId,
      set: 'last_error = $5',
      values: [message],
    } as const;
    await this.move(failed);
  }

  /** The worker's moves: one refused by the machine (an administrator handled the quote meanwhile, a newer attempt took over) is skipped. */
  private async move<T extends QuoteStatus>(move: QuoteMove & { to: T }): Promise<T | 'skipped'> {
    try {
      await this.events.write((m, publish) => moveQuote(m, publish, move));
      return move.to;
    } catch (error) {
      if (!(error instanceof QuoteMoveRefused)) throw error;
      this.logger.debug(error.message);
      return 'skipped';
    }
  }
}
