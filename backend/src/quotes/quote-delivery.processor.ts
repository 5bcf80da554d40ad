import { Processor } from '@nestjs/bullmq';
import { DrainingWorkerHost } from '../common/draining-worker-host';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { FormServiceClient } from './form-service.client';
import { QUOTE_STATUS } from '@stockwatt/shared';
import { Quote } from './quote.entity';
import { QuoteQueue } from './quote-queue';
import { Settings } from '../config/settings';
import { loadQuotesConfig } from './quotes.config';
import { DeliveryJobData, formServicePayload, QUOTES_QUEUE } from './quote-payload';

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
      await this.dataSource.query(`UPDATE quotes SET status = $2, updated_at = now() WHERE id = $1 AND status = $3`, [
        quoteId,
        QUOTE_STATUS.stored,
        QUOTE_STATUS.received,
      ]);
      return QUOTE_STATUS.stored;
    }
    const [rows] = await this.dataSource.query(
      `UPDATE quotes SET attempts = attempts + 1, picked_at = coalesce(picked_at, now()), updated_at = now()
       WHERE id = $1 AND status = $3 AND job_id = $2 AND NOT is_spam
       RETURNING *`,
      [quoteId, attemptId, QUOTE_STATUS.received],
    );
    const quote = (rows as Quote[] | undefined)?.[0];
    if (!quote) return 'skipped';
    try {
      await this.formService.send(formServicePayload(quote), quote.delivery_id);
    } catch (error) {
      const message = (error as Error).message;
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.dataSource.query(
        `UPDATE quotes SET last_error = $3, status = CASE WHEN $4 THEN $5 ELSE status END, updated_at = now()
         WHERE id = $1 AND status = $6 AND job_id = $2`,
        [quoteId, attemptId, message, last, QUOTE_STATUS.failed, QUOTE_STATUS.received],
      );
      if (last) this.logger.warn(`quote ${quoteId} not delivered after ${job.attemptsMade + 1} attempts: ${message}`);
      throw error;
    }
    await this.dataSource.query(
      `UPDATE quotes SET status = $3, delivered_at = now(), last_error = NULL, updated_at = now()
       WHERE id = $1 AND status = $4 AND job_id = $2`,
      [quoteId, attemptId, QUOTE_STATUS.forwarded, QUOTE_STATUS.received],
    );
    return QUOTE_STATUS.forwarded;
  }
}
