import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { badRequest } from '../common/validation';
import { DomainEvents } from '../events/domain-events';
import { CreateQuoteDto } from './dto/create-quote.dto';
import { AdminQuoteDto, MyQuoteDto, QuoteAcceptedDto } from './dto/quote-views.dto';
import { FormServiceClient } from './form-service.client';
import { QUOTE_STATUS, QUOTE_STATUSES, QuoteStatus } from '@stockwatt/shared';
import { Quote, QuoteItem } from './quote.entity';
import { moveQuote, QuoteMove, QuoteMoveRefused } from './quote-moves';
import { QUOTE_MESSAGES as M } from './quotes.messages';
import { QuoteQueue } from './quote-queue';

export const QUOTE_SORTS = [
  'id',
  'created_at',
  'updated_at',
  'status',
  'name',
  'email',
  'company',
  'subject',
  'delivered_at',
  'attempts',
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** A honeypot catch is answered like a real quote, so that a bot learns nothing from it. */
const HONEYPOT_ANSWER = QUOTE_STATUS.received;

/** Header value → key, or 400 when it is not 1–200 printable ASCII characters. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const key = value.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest(M.idempotencyKey, { 'Idempotency-Key': M.idempotencyKey });
  return key;
}

@Injectable()
export class QuotesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(QuotesService.name);

  constructor(
    @InjectRepository(Quote) private readonly quotes: Repository<Quote>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly formService: FormServiceClient,
    private readonly queue: QuoteQueue,
    private readonly events: DomainEvents,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.formService.configured) {
      this.logger.warn(`FORM_SERVICE_URL is not set: quote requests are stored with status "${QUOTE_STATUS.stored}" and not forwarded`);
    }
  }

  /**
   * Stores the quote first (the answer means it is safe in PostgreSQL), then queues its
   * delivery. A repeated Idempotency-Key answers the first quote; a filled honeypot is
   * stored as spam and never delivered, with the same answer as a real one.
   */
  async create(input: CreateQuoteDto, userId: number | null, idempotencyKey: string | null): Promise<QuoteAcceptedDto> {
    const spam = (input.website ?? '').trim() !== '';
    const status: QuoteStatus = spam || !this.formService.configured ? QUOTE_STATUS.stored : QUOTE_STATUS.received;
    const items: QuoteItem[] = (input.items ?? []).map((i) => ({
      productId: i.productId,
      reference: i.reference ?? null,
      name: i.name,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
    }));
    const deliveryId = randomUUID();
    const inserted: { id: number; status: QuoteStatus }[] = await this.dataSource.query(
      `INSERT INTO quotes (client_type, name, company, email, phone, product_reference, subject, message, items,
                           user_id, idempotency_key, is_spam, status, delivery_id, job_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, status`,
      [
        input.clientType,
        input.name,
        input.company ?? null,
        input.email,
        input.phone,
        input.productReference ?? null,
        input.subject,
        input.message,
        JSON.stringify(items),
        userId,
        idempotencyKey,
        spam,
        status,
        deliveryId,
      ],
    );
    if (!inserted.length) {
      const [first] = await this.dataSource.query(`SELECT id, status, is_spam FROM quotes WHERE idempotency_key = $1`, [idempotencyKey]);
      return { id: first.id, status: first.is_spam ? HONEYPOT_ANSWER : first.status };
    }
    const { id } = inserted[0];
    if (status === QUOTE_STATUS.received) await this.queue.enqueue(id, deliveryId);
    return { id, status: spam ? HONEYPOT_ANSWER : status };
  }

  async mine(userId: number): Promise<MyQuoteDto[]> {
    return this.quotes.find({
      select: { id: true, subject: true, status: true, created_at: true, items: true },
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      take: 500,
    });
  }

  async list(params: AdminListParams<QuoteSort>): Promise<{ items: AdminQuoteDto[]; total: number }> {
    const qb = this.quotes.createQueryBuilder('q').leftJoin('q.user', 'u').addSelect(['u.id', 'u.email']);
    const columns = ['q.name', 'q.email', 'q.company', 'q.subject', 'q.product_reference', 'q.phone'];
    whereContains(qb, columns, filterString(params.filter, 'q'));
    const ids = whereIdIn(qb, 'q.id', params.filter.id);
    whereOneOf(qb, 'q.status', params.filter.status, QUOTE_STATUSES);
    whereIdIn(qb, 'q.user_id', params.filter.user_id);
    const clientType = filterString(params.filter, 'client_type');
    if (clientType) qb.andWhere('q.client_type = :clientType', { clientType });
    // Honeypot catches stay out of the list unless asked for (or fetched by id).
    const spam = params.filter.is_spam;
    if (spam === true || spam === 'true') qb.andWhere('q.is_spam');
    else if (spam !== 'all' && !ids) qb.andWhere('NOT q.is_spam');
    const [rows, total] = await qb
      .orderBy(`q.${params.sortField}`, params.sortOrder, params.sortField === 'delivered_at' ? 'NULLS LAST' : undefined)
      .addOrderBy('q.id', 'DESC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items: rows.map(toAdminQuote), total };
  }

  async findOne(id: number): Promise<AdminQuoteDto> {
    const quote = await this.quotes.findOne({ where: { id }, relations: { user: true } });
    if (!quote) throw new NotFoundException(M.notFound);
    return toAdminQuote(quote);
  }

  /**
   * A new send of the quote (new delivery id, so the form service does not drop it as a
   * repeat), whatever its status, unless one is under way.
   */
  async resend(id: number): Promise<AdminQuoteDto> {
    if (!this.formService.configured) throw new ConflictException(M.noFormService);
    const deliveryId = randomUUID();
    await this.changeStatus(
      {
        id,
        to: QUOTE_STATUS.received,
        by: 'admin',
        set: `resend_count = resend_count + 1, attempts = 0, last_error = NULL, picked_at = NULL, delivered_at = NULL,
              is_spam = false, delivery_id = $5, job_id = $5`,
        values: [deliveryId],
      },
      M.alreadySending,
    );
    await this.queue.enqueue(id, deliveryId);
    return this.findOne(id);
  }

  async markHandled(id: number): Promise<AdminQuoteDto> {
    await this.changeStatus(
      { id, to: QUOTE_STATUS.handled, by: 'admin', set: 'handled_at = coalesce(handled_at, now())' },
      M.notHandleable,
    );
    return this.findOne(id);
  }

  /**
   * An administrator's move (quote-moves.ts), its event and so its history entry in one
   * transaction: 404 when the quote does not exist, 409 with `refusal` when the machine does not allow the move.
   */
  private changeStatus(move: QuoteMove, refusal: string): Promise<Quote> {
    return this.events.write((m, publish) =>
      moveQuote(m, publish, move).catch((error: unknown) => {
        if (!(error instanceof QuoteMoveRefused)) throw error;
        throw error.reason === 'not found' ? new NotFoundException(M.notFound) : new ConflictException(refusal);
      }),
    );
  }
}

function toAdminQuote({ user, idempotency_key: _key, picked_at: _picked, job_id: _job, ...quote }: Quote): AdminQuoteDto {
  return { ...quote, user_email: user?.email ?? null };
}
