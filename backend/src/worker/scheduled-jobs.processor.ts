import { InjectQueue, Processor } from '@nestjs/bullmq';
import { DrainingWorkerHost } from '../common/draining-worker-host';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import { RefreshTokensService } from '../auth/refresh-tokens.service';
import { UserTokensService } from '../auth/user-tokens.service';
import { quietWarning } from '../common/quiet-warning';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { FormServiceClient } from '../quotes/form-service.client';
import { QuotesSweeper } from '../quotes/quotes.sweeper';
import { REDIS } from '../redis/redis.module';
import { QUOTE_SWEEP, SCHEDULES_QUEUE, ScheduledJobName, ScheduledRun, TOKEN_PURGE } from './scheduled-jobs';

const KEEP = { age: 24 * 3600, count: 2000 };

/**
 * Registers the fleet's schedules and runs their jobs. Every worker upserts the same schedulers
 * at boot (idempotent: the last writer's intervals win) and again whenever Redis comes back, as
 * a Redis restarted without its data would have forgotten them.
 */
@Processor(SCHEDULES_QUEUE, { name: `${hostname()}:${process.pid}` })
export class ScheduledJobsProcessor extends DrainingWorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ScheduledJobsProcessor.name);
  private readonly warn = quietWarning(this.logger, 'job schedulers');

  constructor(
    @InjectQueue(SCHEDULES_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly formService: FormServiceClient,
    private readonly sweeper: QuotesSweeper,
    private readonly refreshTokens: RefreshTokensService,
    private readonly userTokens: UserTokensService,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.on('error', this.warn);
    this.queue.on('error', this.warn);
    void this.registerSchedules();
    this.redis.on('ready', () => void this.registerSchedules());
  }

  async registerSchedules(): Promise<void> {
    const every: Record<ScheduledJobName, number> = {
      [QUOTE_SWEEP]: this.config.quotes.sweepIntervalMs,
      [TOKEN_PURGE]: this.config.tokenPurgeIntervalMs,
    };
    try {
      for (const [name, ms] of Object.entries(every)) {
        // An upsert with a new interval keeps the next run planned under the old one (an hour away,
        // say): a changed schedule is replaced whole.
        const current = await this.queue.getJobScheduler(name);
        if (current && Number(current.every) !== ms) await this.queue.removeJobScheduler(name);
        await this.queue.upsertJobScheduler(name, { every: ms }, { name, opts: { removeOnComplete: KEEP, removeOnFail: KEEP } });
      }
    } catch (error) {
      this.warn(error as Error);
    }
  }

  async process(job: Job): Promise<ScheduledRun> {
    const name = job.name as ScheduledJobName;
    switch (name) {
      case QUOTE_SWEEP:
        return { name, done: this.formService.configured ? await this.sweeper.sweep() : 0 };
      case TOKEN_PURGE: {
        const done = (await this.refreshTokens.purgeExpired()) + (await this.userTokens.purgeExpired());
        if (done) this.logger.log(`${done} expired token(s) purged`);
        return { name, done };
      }
      default:
        throw new Error(`unknown scheduled job ${job.name}`);
    }
  }
}
