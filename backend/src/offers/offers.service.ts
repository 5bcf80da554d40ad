import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  buyerCanAnswer,
  type CompanyProfile,
  canMoveOffer,
  htFromTtc,
  OFFER_STATUS,
  OFFER_STATUSES,
  OFFER_VALIDITY_DAYS,
  offerState,
  offerTotals,
  type OfferLine,
  type OfferMove,
  parisDate,
} from '@stockwatt/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { SIGNING_KEYS, SigningKeys } from '../auth/signing-keys';
import { CompaniesService } from '../companies/companies.service';
import { AdminListParams, filterString, whereContains, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { badRequest } from '../common/validation';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { Actor } from '../events/actor-context';
import { DomainEvents, Publish } from '../events/domain-events';
import { mailMessages } from '../mail/mail.messages';
import { MailService } from '../mail/mail.service';
import { buyerLabel, StaffAlerts } from '../mail/staff-alerts';
import { Quote } from '../quotes/quote.entity';
import { nextDocumentNumber } from './document-numbers';
import { AcceptOfferDto, OfferInputDto, OfferLineInputDto, OfferUpdateDto } from './dto/offer-input.dto';
import { AdminOfferDto, BuyerOfferDto, MyOfferDto, QuoteMessageDto, QuoteThreadDto } from './dto/offer-views.dto';
import { Offer, OFFER_HISTORY_IGNORES } from './offer.entity';
import { frenchDate, frenchEuros } from './french-format';
import { OfferParty, renderOfferPdf } from './offer-pdf';
import { pricedFields } from './priced-document';
import { OFFER_MESSAGES as M, OFFER_PDF_TEXTS } from './offers.messages';
import { isQuoteAccessKey, QuoteAccess, quoteLink } from './quote-access';
import { MessageAuthor, QuoteMessage } from './quote-message.entity';

export const OFFER_SORTS = ['id', 'version', 'status', 'number', 'total_ht', 'valid_until', 'sent_at', 'created_at'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

@Injectable()
export class OffersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly mail: MailService,
    private readonly staff: StaffAlerts,
    private readonly companies: CompaniesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
  ) {}

  // ---- Staff -------------------------------------------------------------------------------

  /** ra-data-simple-rest list; filter: quote_id, status, q (number), id. */
  async list(params: AdminListParams<OfferSort>): Promise<{ items: AdminOfferDto[]; total: number }> {
    const qb = this.dataSource.getRepository(Offer).createQueryBuilder('o');
    whereIdIn(qb, 'o.id', params.filter.id);
    whereIdIn(qb, 'o.quote_id', params.filter.quote_id);
    whereOneOf(qb, 'o.status', params.filter.status, OFFER_STATUSES);
    whereContains(qb, ['o.number'], filterString(params.filter, 'q'));
    const [rows, total] = await qb
      .orderBy(`o.${params.sortField}`, params.sortOrder, 'NULLS LAST')
      .addOrderBy('o.id', 'DESC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    const orderNumbers = await this.orderNumbers(rows.map((o) => o.id));
    return { items: rows.map((o) => this.adminView(o, orderNumbers.get(o.id) ?? null)), total };
  }

  async findOne(id: number): Promise<AdminOfferDto> {
    const offer = await this.dataSource.getRepository(Offer).findOneBy({ id });
    if (!offer) throw new NotFoundException(M.notFound);
    return this.adminView(offer, (await this.orderNumbers([id])).get(id) ?? null);
  }

  /**
   * A new draft version for a quote. Without lines, a later version starts from the last one as
   * negotiated (lines, prices, discounts, delivery, note): it answers a change asked on it. A
   * first version starts from the request's items at today's catalogue price HT.
   */
  async create(input: OfferInputDto): Promise<AdminOfferDto> {
    const id = await this.events.write(async (m, publish) => {
      const [quote] = (await m.query(`SELECT * FROM quotes WHERE id = $1 FOR UPDATE`, [input.quote_id])) as Quote[];
      if (!quote) throw badRequest(M.quoteNotFound, { quote_id: M.quoteNotFound });
      // A draft is always the last version: none is made while one exists (the quote is locked).
      const previous = await m.findOne(Offer, { where: { quote_id: quote.id }, order: { version: 'DESC' } });
      if (previous?.status === OFFER_STATUS.draft) throw new ConflictException(M.draftExists);
      const version = (previous?.version ?? 0) + 1;
      const lines = input.lines ?? previous?.lines ?? (await this.linesFromRequest(m, quote));
      const offer = m.create(Offer, {
        quote_id: quote.id,
        version,
        status: OFFER_STATUS.draft,
        valid_until: input.valid_until ?? addDays(parisDate(), OFFER_VALIDITY_DAYS),
        note: input.note ?? previous?.note ?? null,
        delivery_fee_ht: input.delivery_fee_ht ?? previous?.delivery_fee_ht ?? 0,
      });
      Object.assign(offer, await this.priced(m, lines, offer.delivery_fee_ht));
      const saved = await m.save(offer);
      await publish(offerChanged(null, saved));
      return saved.id;
    });
    return this.findOne(id);
  }

  async update(id: number, input: OfferUpdateDto): Promise<AdminOfferDto> {
    await this.events.write(async (m, publish) => {
      const before = await this.lockOffer(m, id);
      if (before.status !== OFFER_STATUS.draft) throw new ConflictException(M.notDraft);
      const after = m.merge(Offer, m.create(Offer, before), {
        ...(input.valid_until !== undefined ? { valid_until: input.valid_until } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        ...(input.delivery_fee_ht !== undefined ? { delivery_fee_ht: input.delivery_fee_ht } : {}),
      });
      Object.assign(after, await this.priced(m, input.lines ?? before.lines, after.delivery_fee_ht));
      await m.save(after);
      await publish(offerChanged(before, after));
    });
    return this.findOne(id);
  }

  /**
   * Sends a draft: it takes the year's next number (gapless: the counter row stays locked until
   * the send commits), replaces the offer sent before it, and mails the buyer a link.
   */
  async send(id: number): Promise<AdminOfferDto> {
    const { offer, quote } = await this.events.write(async (m, publish) => {
      const before = await this.lockOffer(m, id);
      if (!canMoveOffer(before.status, 'send')) throw new ConflictException(M.notDraft);
      if (!before.lines.length) throw badRequest(M.noLines, { lines: M.noLines });
      if (before.valid_until < parisDate()) throw badRequest(M.validUntilPast, { valid_until: M.validUntilPast });
      const [quote] = (await m.query(`SELECT * FROM quotes WHERE id = $1`, [before.quote_id])) as Quote[];
      const replaced = await m.find(Offer, {
        where: { quote_id: before.quote_id, status: In([OFFER_STATUS.sent, OFFER_STATUS.changesRequested]) },
        lock: { mode: 'pessimistic_write' },
      });
      for (const old of replaced) await this.move(m, publish, old, 'supersede', {});
      const after = await this.move(m, publish, before, 'send', {
        number: await nextDocumentNumber(m, 'offer'),
        sent_at: new Date(),
        // The company as it stands now: the offer, then its order, keep what was sent.
        buyer_company: quote.user_id ? await this.companies.profileOf(quote.user_id, m) : null,
      });
      return { offer: after, quote };
    });
    await this.mail.send(
      quote.email,
      mailMessages.offerSent(offer.number!, frenchEuros(offer.total_ttc), frenchDate(offer.valid_until), this.buyerLink(quote.id)),
    );
    return this.findOne(id);
  }

  async pdf(id: number): Promise<{ number: string | null; pdf: Buffer }> {
    const offer = await this.dataSource.getRepository(Offer).findOne({ where: { id }, relations: { quote: true } });
    if (!offer) throw new NotFoundException(M.notFound);
    return { number: offer.number, pdf: await renderOfferPdf(offer, partyOf(offer.quote!, offer)) };
  }

  async messages(quoteId: number): Promise<QuoteMessageDto[]> {
    return this.dataSource.getRepository(QuoteMessage).find({ where: { quote_id: quoteId }, order: { id: 'ASC' }, take: 1000 });
  }

  async addStaffMessage(quoteId: number, body: string, actor: Actor | null): Promise<QuoteMessageDto> {
    const quote = await this.dataSource.getRepository(Quote).findOneBy({ id: quoteId });
    if (!quote) throw badRequest(M.quoteNotFound, { quote_id: M.quoteNotFound });
    const message = await this.insertMessage(this.dataSource.manager, quoteId, 'staff', actor?.email ?? null, body);
    await this.mail.send(quote.email, mailMessages.staffAnswered(quote.subject, this.buyerLink(quote.id)));
    return message;
  }

  // ---- Buyer -------------------------------------------------------------------------------

  async thread(quoteId: number, access: QuoteAccess): Promise<QuoteThreadDto> {
    const quote = await this.authorize(this.dataSource.manager, quoteId, access);
    const offers = await this.dataSource
      .getRepository(Offer)
      .createQueryBuilder('o')
      .where('o.quote_id = :quoteId AND o.status <> :draft', { quoteId, draft: OFFER_STATUS.draft })
      .orderBy('o.version', 'DESC')
      .getMany();
    const orderNumbers = await this.orderNumbers(offers.map((o) => o.id));
    return {
      id: quote.id,
      subject: quote.subject,
      name: quote.name,
      company: quote.company,
      created_at: quote.created_at,
      offers: offers.map((o) => buyerView(o, orderNumbers.get(o.id) ?? null)),
      messages: await this.messages(quote.id),
    };
  }

  /** The newest offer sent on each of the account's quotes, in one read (not a thread per quote). */
  async mine(userId: number): Promise<MyOfferDto[]> {
    const ids = (
      (await this.dataSource.query(
        `SELECT DISTINCT ON (o.quote_id) o.id FROM offers o JOIN quotes q ON q.id = o.quote_id
         WHERE q.user_id = $1 AND o.status <> $2 ORDER BY o.quote_id, o.version DESC`,
        [userId, OFFER_STATUS.draft],
      )) as { id: number }[]
    ).map((r) => r.id);
    if (!ids.length) return [];
    const offers = await this.dataSource.getRepository(Offer).find({ where: { id: In(ids) }, order: { quote_id: 'DESC' } });
    const orderNumbers = await this.orderNumbers(ids);
    return offers.map((o) => ({ ...buyerView(o, orderNumbers.get(o.id) ?? null), quote_id: o.quote_id }));
  }

  async buyerPdf(quoteId: number, offerId: number, access: QuoteAccess): Promise<{ number: string | null; pdf: Buffer }> {
    const quote = await this.authorize(this.dataSource.manager, quoteId, access);
    const offer = await this.dataSource.getRepository(Offer).findOneBy({ id: offerId, quote_id: quoteId });
    if (!offer || offer.status === OFFER_STATUS.draft) throw new NotFoundException(M.notFound);
    return { number: offer.number, pdf: await renderOfferPdf(offer, partyOf(quote, offer)) };
  }

  /**
   * Acceptance, inside the transaction that makes the order (orders/orders.service.ts): the
   * typed name, the terms ticked, the time and the address kept on the offer.
   */
  async accept(
    m: EntityManager,
    publish: Publish,
    target: { quoteId: number; offerId: number },
    input: AcceptOfferDto,
    ip: string,
    access: QuoteAccess,
  ) {
    if (input.acceptTerms !== true) throw badRequest(M.acceptTerms, { acceptTerms: M.acceptTerms });
    const { quote, offer } = await this.answerable(m, target.quoteId, target.offerId, access);
    const accepted = await this.move(m, publish, offer, 'accept', {
      answered_at: new Date(),
      accepted_name: input.name,
      accepted_ip: ip.slice(0, 64),
    });
    return { quote, offer: accepted };
  }

  async decline(quoteId: number, offerId: number, reason: string, access: QuoteAccess): Promise<BuyerOfferDto> {
    const { offer, quote } = await this.events.write(async (m, publish) => {
      const { quote, offer } = await this.answerable(m, quoteId, offerId, access);
      return { quote, offer: await this.move(m, publish, offer, 'decline', { answered_at: new Date(), decline_reason: reason }) };
    });
    await this.staff.offerDeclined(quoteId, { offer: offer.number ?? '', buyer: buyerOf(quote, offer), reason });
    return buyerView(offer, null);
  }

  /** A change asked for: the offer waits for staff's next version, the request kept as a message. */
  async requestChanges(quoteId: number, offerId: number, body: string, access: QuoteAccess): Promise<BuyerOfferDto> {
    const { offer, quote } = await this.events.write(async (m, publish) => {
      const { quote, offer } = await this.answerable(m, quoteId, offerId, access);
      await this.insertMessage(m, quoteId, 'buyer', quote.email, body);
      return { quote, offer: await this.move(m, publish, offer, 'requestChanges', { answered_at: new Date() }) };
    });
    await this.staff.changesRequested(quoteId, { offer: offer.number ?? '', buyer: buyerOf(quote, offer), message: body });
    return buyerView(offer, null);
  }

  async addBuyerMessage(quoteId: number, body: string, access: QuoteAccess): Promise<QuoteMessageDto> {
    const quote = await this.authorize(this.dataSource.manager, quoteId, access);
    const message = await this.insertMessage(this.dataSource.manager, quoteId, 'buyer', quote.email, body);
    await this.staff.buyerMessage(quoteId, { subject: quote.subject, buyer: buyerLabel(quote.name, quote.company), message: body });
    return message;
  }

  /** The link mailed with each offer: the quote's page in the shop, with its key. */
  buyerLink(quoteId: number): string {
    return quoteLink(siteBase(this.config), this.keys.access, quoteId);
  }

  // ---- Rules -------------------------------------------------------------------------------

  private async authorize(m: EntityManager, quoteId: number, access: QuoteAccess, lock = false): Promise<Quote> {
    const [quote] = (await m.query(`SELECT * FROM quotes WHERE id = $1 AND NOT is_spam${lock ? ' FOR UPDATE' : ''}`, [quoteId])) as Quote[];
    const owner = quote && access.userId !== null && quote.user_id === access.userId;
    // One answer for "no such quote" and "not yours": ids reveal nothing.
    if (!quote || !(owner || isQuoteAccessKey(this.keys.access, quoteId, access.key))) throw new NotFoundException(M.accessDenied);
    return quote;
  }

  /** The quote (locked: one answer at a time per quote) and its offer, which must be sent and within its date. */
  private async answerable(
    m: EntityManager,
    quoteId: number,
    offerId: number,
    access: QuoteAccess,
  ): Promise<{ quote: Quote; offer: Offer }> {
    const quote = await this.authorize(m, quoteId, access, true);
    const offer = await m.findOne(Offer, { where: { id: offerId, quote_id: quoteId }, lock: { mode: 'pessimistic_write' } });
    if (!offer || offer.status === OFFER_STATUS.draft) throw new NotFoundException(M.notFound);
    const today = parisDate();
    if (!buyerCanAnswer(offer.status, offer.valid_until, today)) {
      throw new ConflictException(offerState(offer.status, offer.valid_until, today) === 'expirée' ? M.expired : M.notAnswerable);
    }
    return { quote, offer };
  }

  private async lockOffer(m: EntityManager, id: number): Promise<Offer> {
    const offer = await m.findOne(Offer, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!offer) throw new NotFoundException(M.notFound);
    return offer;
  }

  /** One move of the offer machine, from a status it allows; the offer is locked, so no two moves race. */
  private async move(m: EntityManager, publish: Publish, before: Offer, move: OfferMove, set: Partial<Offer>): Promise<Offer> {
    if (!canMoveOffer(before.status, move)) throw new ConflictException(M.notAnswerable);
    const after: Offer = Object.assign(m.create(Offer, before), set, { status: moveTarget(move) });
    await m.save(after);
    await publish(offerChanged(before, after));
    return after;
  }

  private async priced(m: EntityManager, input: readonly (OfferLineInputDto | OfferLine)[], deliveryFeeHt: number) {
    const ids = [...new Set(input.map((l) => l.productId).filter((id): id is number => typeof id === 'number'))];
    const products = new Map(
      (
        (await m.query(`SELECT id, name, reference FROM products WHERE id = ANY($1)`, [ids])) as {
          id: number;
          name: string;
          reference: string;
        }[]
      ).map((p) => [p.id, p]),
    );
    const lines: OfferLine[] = input.map((line, i) => {
      const product = line.productId ? products.get(line.productId) : undefined;
      if (line.productId && !product) throw badRequest(M.unknownProduct, { [`lines.${i}.productId`]: M.unknownProduct });
      const label = line.label || product?.name;
      if (!label) throw badRequest(M.labelRequired, { [`lines.${i}.label`]: M.labelRequired });
      return {
        productId: line.productId ?? null,
        reference: line.reference ?? product?.reference ?? null,
        label,
        quantity: line.quantity,
        unitPriceHt: line.unitPriceHt,
        discountPercent: line.discountPercent ?? 0,
      };
    });
    const totals = offerTotals(lines, deliveryFeeHt);
    return {
      lines: totals.lines,
      goods_ht: totals.goodsHt,
      delivery_ht: totals.deliveryHt,
      total_ht: totals.totalHt,
      vat: totals.vat,
      total_ttc: totals.totalTtc,
    };
  }

  private async linesFromRequest(m: EntityManager, quote: Quote): Promise<OfferLine[]> {
    const items = quote.items;
    const ids = items.map((i) => i.productId);
    const prices = new Map(
      (
        (await m.query(`SELECT id, coalesce(price_discounted, price_public)::float8 AS price FROM products WHERE id = ANY($1)`, [ids])) as {
          id: number;
          price: number;
        }[]
      ).map((p) => [p.id, p.price]),
    );
    return items.map((item) => ({
      productId: prices.has(item.productId) ? item.productId : null,
      reference: item.reference,
      label: item.name,
      quantity: item.quantity,
      unitPriceHt: htFromTtc(prices.get(item.productId) ?? item.unitPrice),
      discountPercent: 0,
    }));
  }

  private async insertMessage(
    m: EntityManager,
    quoteId: number,
    author: MessageAuthor,
    email: string | null,
    body: string,
  ): Promise<QuoteMessage> {
    return m.save(m.create(QuoteMessage, { quote_id: quoteId, author, author_email: email, body }));
  }

  private async orderNumbers(offerIds: number[]): Promise<Map<number, string>> {
    if (!offerIds.length) return new Map();
    const rows = (await this.dataSource.query(`SELECT offer_id, number FROM orders WHERE offer_id = ANY($1)`, [offerIds])) as {
      offer_id: number;
      number: string;
    }[];
    return new Map(rows.map((r) => [r.offer_id, r.number]));
  }

  private adminView(offer: Offer, orderNumber: string | null): AdminOfferDto {
    return {
      ...buyerView(offer, orderNumber),
      quote_id: offer.quote_id,
      delivery_fee_ht: offer.delivery_fee_ht,
      accepted_ip: offer.accepted_ip,
      buyer_company: offer.buyer_company,
      created_at: offer.created_at,
      updated_at: offer.updated_at,
    };
  }
}

function moveTarget(move: OfferMove) {
  return {
    send: OFFER_STATUS.sent,
    accept: OFFER_STATUS.accepted,
    decline: OFFER_STATUS.declined,
    requestChanges: OFFER_STATUS.changesRequested,
    supersede: OFFER_STATUS.superseded,
  }[move];
}

function buyerView(offer: Offer, orderNumber: string | null): BuyerOfferDto {
  const today = parisDate();
  const validUntil = offer.valid_until;
  return {
    id: offer.id,
    version: offer.version,
    number: offer.number,
    status: offer.status,
    state: offerState(offer.status, validUntil, today),
    answerable: buyerCanAnswer(offer.status, validUntil, today),
    ...pricedFields(offer),
    valid_until: validUntil,
    note: offer.note,
    sent_at: offer.sent_at,
    answered_at: offer.answered_at,
    accepted_name: offer.accepted_name,
    decline_reason: offer.decline_reason,
    order_number: orderNumber,
  };
}

/** The buyer as staff know them: their name and the company the offer was sent to, or the request's. */
export function buyerOf(quote: Pick<Quote, 'name' | 'company'>, offer: Pick<Offer, 'buyer_company'>): string {
  return buyerLabel(quote.name, (offer.buyer_company as CompanyProfile | null)?.legalName ?? quote.company);
}

/** The buyer as the PDF names them: the company the offer was sent to when the account has one, else the request's. */
function partyOf(quote: Quote, offer: Offer): OfferParty {
  const company = offer.buyer_company as CompanyProfile | null;
  if (!company) return { name: quote.name, email: quote.email, company: quote.company, companyDetails: [] };
  const { billingAddress: a } = company;
  return {
    name: quote.name,
    email: quote.email,
    company: company.legalName,
    companyDetails: [
      OFFER_PDF_TEXTS.companyIds(company.siret, company.vatNumber),
      [a.line1, a.line2].filter(Boolean).join(', '),
      `${a.postalCode} ${a.city} ${a.country}`,
    ],
  };
}

function offerChanged(before: Offer | null, after: Offer) {
  return {
    name: 'OfferChanged',
    resource: 'offers',
    changes: [{ id: after.id, before, after }],
    historyIgnores: OFFER_HISTORY_IGNORES,
  } as const;
}
