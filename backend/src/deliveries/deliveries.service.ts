import { InjectQueue } from '@nestjs/bullmq';
import { ConflictException, HttpException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AdminListParams, asList } from '../common/admin-list-query';
import { withTimeout } from '../common/quiet-warning';
import { MAIL_QUEUE, MailJob } from '../mail/mail.service';
import { DeliveryJobData, QUOTES_QUEUE } from '../quotes/quote-payload';
import { QuotesService } from '../quotes/quotes.service';
import { DELIVERY_MESSAGES as M } from './deliveries.messages';
import { DELIVERY_QUEUES, DELIVERY_STATES, DeliveryDto, DeliveryQueue, DeliveryState } from './dto/delivery.dto';

/** The most jobs one list reads per queue and state: the screen is for what needs a look, not an archive. */
const MAX_PER_STATE = 500;

/**
 * The quotes and mail queues as staff read them (issue 30.4): what waits, what is being sent,
 * what waits for its next attempt (and when), what failed (and why), each tied to its quote or
 * recipient; a failed one is sent again from here. Read from BullMQ in Redis, joined with the quotes.
 */
@Injectable()
export class DeliveriesService {
  constructor(
    @InjectQueue(QUOTES_QUEUE) private readonly quotesQueue: Queue<DeliveryJobData>,
    @InjectQueue(MAIL_QUEUE) private readonly mailQueue: Queue<MailJob>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly quotes: QuotesService,
  ) {}

  /** filter: `queue` (quotes, mail), `state` (waiting, active, delayed, failed); newest first. */
  async list(params: AdminListParams<'created_at'>): Promise<{ items: DeliveryDto[]; total: number }> {
    const queues = pick(params.filter.queue, DELIVERY_QUEUES);
    const states = pick(params.filter.state, DELIVERY_STATES);
    const rows = (await this.redis(Promise.all(queues.flatMap((queue) => states.map(async (state) => this.read(queue, state)))))).flat();
    rows.sort((a, b) => (params.sortOrder === 'ASC' ? 1 : -1) * (a.created_at.getTime() - b.created_at.getTime()));
    return { items: rows.slice(params.skip, params.skip + params.take), total: rows.length };
  }

  /** A failed quote delivery is sent again as a staff resend (new delivery id); a failed mail, as the same job. */
  async retry(id: string): Promise<DeliveryDto> {
    const [queue, jobId] = splitId(id);
    const job = await this.redis(this.queueOf(queue).getJob(jobId));
    if (!job) throw new NotFoundException(M.notFound);
    if ((await this.redis(job.getState())) !== 'failed') throw new ConflictException(M.notRetryable);
    if (queue === 'quotes') {
      await this.quotes.resend((job.data as DeliveryJobData).quoteId);
    } else {
      await this.redis(job.retry('failed'));
    }
    const [view] = await this.views(queue, 'failed', [job]);
    return { ...view, state: queue === 'quotes' ? 'failed' : 'waiting', retryable: false };
  }

  private async read(queue: DeliveryQueue, state: DeliveryState): Promise<DeliveryDto[]> {
    const jobs = (await this.queueOf(queue).getJobs([state], 0, MAX_PER_STATE - 1)).filter((job): job is Job => !!job);
    return this.views(queue, state, jobs);
  }

  private async views(queue: DeliveryQueue, state: DeliveryState, jobs: Job[]): Promise<DeliveryDto[]> {
    const quotes = queue === 'quotes' ? await this.quoteSummaries(jobs.map((j) => (j.data as DeliveryJobData).quoteId)) : new Map();
    const nextAttempts = state === 'delayed' ? await this.nextAttempts(queue, jobs) : [];
    return jobs.map((job, i) => {
      const quote = queue === 'quotes' ? quotes.get((job.data as DeliveryJobData).quoteId) : undefined;
      const mail = job.data as MailJob;
      return {
        id: `${queue}:${job.id}`,
        queue,
        state,
        quote_id: queue === 'quotes' ? (job.data as DeliveryJobData).quoteId : null,
        subject: queue === 'quotes' ? (quote?.subject ?? '') : mail.subject,
        recipient: queue === 'quotes' ? (quote ? `${quote.name} <${quote.email}>` : '') : mail.to,
        attempts_made: job.attemptsMade,
        attempts_max: Math.max(1, job.opts.attempts ?? 1),
        next_attempt_at: nextAttempts[i] ?? null,
        last_error: job.failedReason || (job.stacktrace?.length ? job.stacktrace[job.stacktrace.length - 1].split('\n')[0] : null) || null,
        created_at: new Date(job.timestamp),
        retryable: state === 'failed',
      };
    });
  }

  /** When each delayed job runs next: its score in the delayed set is that time × 4096 (BullMQ). */
  private async nextAttempts(queue: DeliveryQueue, jobs: Job[]): Promise<(Date | null)[]> {
    const q = this.queueOf(queue);
    const client = await q.backend.client;
    const scores = await Promise.all(jobs.map((job) => client.zscore(q.toKey('delayed'), String(job.id))));
    return scores.map((score: string | null) => (score === null ? null : new Date(Math.floor(Number(score) / 0x1000))));
  }

  private async quoteSummaries(ids: number[]): Promise<Map<number, { subject: string; name: string; email: string }>> {
    if (!ids.length) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, subject, name, email FROM quotes WHERE id = ANY($1)`, [ids])) as {
      id: number;
      subject: string;
      name: string;
      email: string;
    }[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  private queueOf(queue: DeliveryQueue): Queue {
    return queue === 'quotes' ? this.quotesQueue : this.mailQueue;
  }

  /** Redis away: a 503 the screen can say, not a request hanging on the queue's reconnects. */
  private async redis<T>(work: Promise<T>): Promise<T> {
    try {
      return await withTimeout(work, 2000, 'Redis');
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new ServiceUnavailableException(M.redisDown);
    }
  }
}

function pick<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  const given = asList(value)
    ?.map(String)
    .filter((v): v is T => (allowed as readonly string[]).includes(v));
  return given === undefined ? [...allowed] : given;
}

function splitId(id: string): [DeliveryQueue, string] {
  const at = id.indexOf(':');
  const queue = id.slice(0, at) as DeliveryQueue;
  if (at < 0 || !DELIVERY_QUEUES.includes(queue) || !/^[\w-]{1,100}$/.test(id.slice(at + 1))) throw new NotFoundException(M.notFound);
  return [queue, id.slice(at + 1)];
}
