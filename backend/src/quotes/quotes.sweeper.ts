import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { QUOTE_STATUS } from '@stockwatt/shared';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { QuotesConfig } from '../config/quotes.config';
import { QuoteQueue } from './quote-queue';
import { moveQuote, QuoteMoveRefused } from './quote-moves';
import { DomainEvents } from '../events/domain-events';

const BATCH = 1000;
/** Job states in which the current attempt will still run: the quote is not stuck. */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

export interface StuckQuote {
  id: number;
  job_id: string;
  /** BullMQ state of the quote's current job: `unknown` when it is missing from Redis. */
  state: string;
}

/**
 * Nothing is lost when Redis was down at intake, the process died between the insert and the
 * enqueue, Redis lost its data, or the database was restored while Redis kept older jobs:
 * every `sweepIntervalMs` (a BullMQ job scheduler, so once per fleet, see
 * worker/scheduled-jobs.ts), quotes still `reçu` after `sweepAfterMs` whose current job is
 * missing or already ended (completed, failed) are stuck; each is queued again under a fresh
 * attempt id. The swap of `job_id` is conditional, so two processes sweeping at once still queue
 * one attempt, and the late job of the old attempt does nothing.
 */
@Injectable()
export class QuotesSweeper implements OnModuleDestroy {
  private readonly logger = new Logger(QuotesSweeper.name);
  private readonly settings: QuotesConfig;
  private running?: Promise<number>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly queue: QuoteQueue,
    private readonly events: DomainEvents,
  ) {
    this.settings = config.quotes;
  }

  async onModuleDestroy(): Promise<void> {
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

  /** Quotes waiting for longer than `sweepAfterMs` whose job will never run (at most `limit`). */
  async findStuck(limit = BATCH): Promise<StuckQuote[]> {
    const waiting: { id: number; job_id: string }[] = await this.dataSource.query(
      `SELECT id, job_id FROM quotes
       WHERE status = $3 AND NOT is_spam AND updated_at < now() - make_interval(secs => $1)
       ORDER BY updated_at LIMIT $2`,
      [this.settings.sweepAfterMs / 1000, limit, QUOTE_STATUS.received],
    );
    const states = await Promise.all(waiting.map((q) => this.queue.queue.getJobState(q.job_id)));
    return waiting.map((q, i) => ({ ...q, state: states[i] })).filter((q) => !LIVE_STATES.has(q.state));
  }

  private async pass(): Promise<number> {
    const stuck = await this.findStuck();
    if (!stuck.length) return 0;
    const requeued: { id: number; job_id: string }[] = [];
    for (const quote of stuck) {
      const move = {
        id: quote.id,
        to: QUOTE_STATUS.received,
        by: 'sweeper',
        attempt: quote.job_id,
        set: 'job_id = $5',
        values: [randomUUID()],
      } as const;
      // Refused: another sweep took it first, or it moved on (delivered, handled) since it was found.
      const moved = await this.events
        .write((m, publish) => moveQuote(m, publish, move))
        .catch((error: unknown) => {
          if (error instanceof QuoteMoveRefused) return null;
          throw error;
        });
      if (moved) requeued.push(moved);
    }
    const results = await Promise.all(requeued.map((q) => this.queue.enqueue(q.id, q.job_id)));
    const queued = results.filter(Boolean).length;
    this.logger.log(`quote sweep: ${queued}/${stuck.length} stuck quote(s) queued again under a fresh attempt id`);
    return queued;
  }
}
