import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { QuotesConfig } from './quotes.config';
import { FormServiceClient } from './form-service.client';
import { deliveryJobId } from './quote-payload';
import { QuoteQueue } from './quote-queue';

const BATCH = 1000;

/**
 * Nothing is lost when Redis was down at intake or the process died between the insert and
 * the enqueue: every `sweepIntervalMs`, quotes still `reçu` that no worker ever picked up
 * after `sweepAfterMs` are queued again under the same job id (a job still queued makes
 * that a no-op). Quotes picked up once whose job vanished from Redis (data loss) are
 * queued again too, once they have been silent longer than the whole retry schedule.
 */
@Injectable()
export class QuotesSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(QuotesSweeper.name);
  private readonly settings: QuotesConfig;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly formService: FormServiceClient,
    private readonly queue: QuoteQueue,
  ) {
    this.settings = config.quotes;
  }

  onApplicationBootstrap(): void {
    if (!this.formService.configured) return;
    this.timer = setInterval(() => void this.sweep(), this.settings.sweepIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; returns how many quotes were handed to the queue. Passes never overlap. */
  sweep(): Promise<number> {
    this.running ??= this.pass()
      .catch((error: Error) => {
        this.logger.warn(`quote sweep failed: ${error.message}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    const neverPicked: { id: number; resend_count: number }[] = await this.dataSource.query(
      `SELECT id, resend_count FROM quotes
       WHERE status = 'reçu' AND NOT is_spam AND picked_at IS NULL AND updated_at < now() - make_interval(secs => $1)
       ORDER BY updated_at LIMIT ${BATCH}`,
      [this.settings.sweepAfterMs / 1000],
    );
    const silent: { id: number; resend_count: number }[] = await this.dataSource.query(
      `SELECT id, resend_count FROM quotes
       WHERE status = 'reçu' AND NOT is_spam AND picked_at IS NOT NULL AND updated_at < now() - make_interval(secs => $1)
       ORDER BY updated_at LIMIT ${BATCH}`,
      [this.lostAfterMs() / 1000],
    );
    const lost: typeof silent = [];
    for (const quote of silent) {
      const job = await this.queue.queue.getJob(deliveryJobId(quote.id, quote.resend_count));
      if (!job) lost.push(quote);
    }
    const due = [...neverPicked, ...lost];
    if (!due.length) return 0;
    const results = await Promise.all(due.map((q) => this.queue.enqueue(q.id, q.resend_count)));
    const queued = results.filter(Boolean).length;
    this.logger.log(`quote sweep: ${queued}/${due.length} quote(s) queued again`);
    return queued;
  }

  /** Longer than the longest wait between two attempts plus one attempt. */
  private lostAfterMs(): number {
    const { backoffMs, attempts, deliveryTimeoutMs, sweepAfterMs } = this.settings;
    return backoffMs * 2 ** Math.max(0, attempts - 1) + deliveryTimeoutMs + sweepAfterMs;
  }
}
