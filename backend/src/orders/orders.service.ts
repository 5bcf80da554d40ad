import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canMoveOrder, ORDER_MOVES, ORDER_STATUS, ORDER_STATUSES, orderMovesFrom, orderReleasesStock } from '@stockwatt/shared';
import { DataSource, EntityManager } from 'typeorm';
import { SIGNING_KEYS, SigningKeys } from '../auth/signing-keys';
import { AdminListParams, filterDay, filterString, whereContains, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { currentActor } from '../events/actor-context';
import { DomainEvents, Publish } from '../events/domain-events';
import { mailMessages } from '../mail/mail.messages';
import { MailService } from '../mail/mail.service';
import { StaffAlerts } from '../mail/staff-alerts';
import { nextDocumentNumber } from '../offers/document-numbers';
import { Offer } from '../offers/offer.entity';
import { AcceptOfferDto } from '../offers/dto/offer-input.dto';
import { OFFER_MESSAGES } from '../offers/offers.messages';
import { frenchEuros } from '../offers/french-format';
import { buyerOf, OffersService } from '../offers/offers.service';
import { pricedFields } from '../offers/priced-document';
import { QuoteAccess } from '../offers/quote-access';
import { quoteLink } from '../offers/quote-access';
import { productChanged } from '../products/admin-products.service';
import { Quote } from '../quotes/quote.entity';
import { AdminOrderDto, MyOrderDto } from './dto/order-views.dto';
import { OrderMoveInputDto } from './dto/order-move-input.dto';
import { OrderMoveRecord } from './order-move.entity';
import { Order } from './order.entity';
import { ORDER_MESSAGES as M } from './orders.messages';

export const ORDER_SORTS = ['id', 'number', 'status', 'buyer_name', 'total_ht', 'created_at', 'updated_at'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

interface StockRow {
  id: number;
  name: string;
  stock_quantity: number;
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly mail: MailService,
    private readonly staff: StaffAlerts,
    private readonly offers: OffersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
  ) {}

  /**
   * The order of an offer being accepted, in the acceptance's transaction: the stock of each
   * catalogue line is reserved (rows locked in id order, so two acceptances of the same products
   * queue instead of deadlocking; the second sees what the first left and is refused rather than
   * taking stock below zero), the order numbered and its first move kept.
   */
  async createFromOffer(
    m: EntityManager,
    publish: Publish,
    offer: Offer,
    quote: Quote,
    acceptance: { name: string; ip: string },
  ): Promise<Order> {
    await this.moveStock(m, publish, offer.lines, -1);
    const order = await m.save(
      m.create(Order, {
        number: await nextDocumentNumber(m, 'order'),
        offer_id: offer.id,
        quote_id: quote.id,
        user_id: quote.user_id,
        buyer_name: quote.name,
        buyer_email: quote.email,
        buyer_company: offer.buyer_company,
        ...pricedFields(offer),
      }),
    );
    await m.insert(OrderMoveRecord, {
      order_id: order.id,
      from_status: null,
      to_status: order.status,
      actor_kind: 'buyer',
      actor_email: quote.email,
      detail: { name: acceptance.name, ip: acceptance.ip, offer: offer.number ?? '' },
    });
    await publish(orderChanged(null, order));
    return order;
  }

  /** The buyer accepts an offer: the offer moves and its order is made in one transaction, or nothing is written. */
  async acceptOffer(
    target: { quoteId: number; offerId: number },
    input: AcceptOfferDto,
    ip: string,
    access: QuoteAccess,
  ): Promise<MyOrderDto> {
    const { order, offer, quote } = await this.events.write(async (m, publish) => {
      const { quote, offer } = await this.offers.accept(m, publish, target, input, ip, access);
      return { order: await this.createFromOffer(m, publish, offer, quote, { name: input.name, ip }), offer, quote };
    });
    await this.mailMove(order, null);
    await this.staff.orderPlaced(order.id, {
      order: order.number,
      offer: offer.number ?? '',
      buyer: buyerOf(quote, offer),
      totalHt: frenchEuros(order.total_ht),
    });
    return this.myOrder(order);
  }

  /** ra-data-simple-rest list; filter: q (number, buyer), status, user_id, id, created_at_gte / created_at_lte (YYYY-MM-DD). */
  async list(params: AdminListParams<OrderSort>): Promise<{ items: AdminOrderDto[]; total: number }> {
    const qb = this.dataSource.getRepository(Order).createQueryBuilder('o');
    whereIdIn(qb, 'o.id', params.filter.id);
    whereIdIn(qb, 'o.user_id', params.filter.user_id);
    whereOneOf(qb, 'o.status', params.filter.status, ORDER_STATUSES);
    whereContains(qb, ['o.number', 'o.buyer_name', 'o.buyer_email', `o.buyer_company ->> 'legalName'`], filterString(params.filter, 'q'));
    for (const [key, op] of [
      ['created_at_gte', '>='],
      ['created_at_lte', '<'],
    ] as const) {
      const day = filterDay(params.filter, key);
      if (!day) continue;
      // The end day is included: before the next day's start, in Paris time. A date is a local
      // midnight (::timestamp) for AT TIME ZONE to place in Paris: as timestamptz it was UTC's.
      qb.andWhere(`o.created_at ${op} (:${key}::date + :${key}_shift::int)::timestamp AT TIME ZONE 'Europe/Paris'`, {
        [key]: day,
        [`${key}_shift`]: op === '<' ? 1 : 0,
      });
    }
    const [rows, total] = await qb
      .orderBy(`o.${params.sortField}`, params.sortOrder)
      .addOrderBy('o.id', 'DESC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    const offers = await this.offerNumbers(rows);
    return { items: rows.map((o) => adminView(o, offers.get(o.offer_id) ?? null, [])), total };
  }

  async findOne(id: number): Promise<AdminOrderDto> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id });
    if (!order) throw new NotFoundException(M.notFound);
    const history = await this.dataSource.getRepository(OrderMoveRecord).find({ where: { order_id: id }, order: { id: 'ASC' } });
    return adminView(order, (await this.offerNumbers([order])).get(order.offer_id) ?? null, history);
  }

  async mine(userId: number): Promise<MyOrderDto[]> {
    const rows = await this.dataSource
      .getRepository(Order)
      .find({ where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' }, take: 500 });
    const offers = await this.offerNumbers(rows);
    return rows.map((o) => myView(o, offers.get(o.offer_id) ?? null));
  }

  async myOrder(order: Order): Promise<MyOrderDto> {
    return myView(order, (await this.offerNumbers([order])).get(order.offer_id) ?? null);
  }

  /** A staff move: allowed by the shared machine from the order's status (locked), its stock given back on cancellation. */
  async move(id: number, input: OrderMoveInputDto): Promise<AdminOrderDto> {
    const actor = currentActor();
    const { order, detail } = await this.events.write(async (m, publish) => {
      const before = await m.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) throw new NotFoundException(M.notFound);
      if (!canMoveOrder(before.status, input.move)) throw new ConflictException(M.moveRefused(before.status));
      const detail = moveDetail(input);
      const after = m.merge(Order, m.create(Order, before), { status: ORDER_MOVES[input.move].to });
      if (input.move === 'ship') Object.assign(after, { carrier: input.carrier, tracking_number: input.trackingNumber });
      if (orderReleasesStock(input.move)) await this.moveStock(m, publish, before.lines, +1);
      await m.save(after);
      await m.insert(OrderMoveRecord, {
        order_id: id,
        from_status: before.status,
        to_status: after.status,
        actor_kind: 'staff',
        actor_email: actor?.email ?? null,
        detail,
      });
      await publish(orderChanged(before, after));
      return { order: after, detail };
    });
    await this.mailMove(order, detail);
    return this.findOne(id);
  }

  /** The buyer's mail for the order's new status (its creation included). */
  async mailMove(order: Order, detail: Record<string, string> | null): Promise<void> {
    const summary = { lines: order.lines, totalTtc: frenchEuros(order.total_ttc), totalHt: frenchEuros(order.total_ht) };
    const details = [
      ...mailMessages.orderMoveDetails(detail),
      ...mailMessages.orderSummary(summary, order.status === ORDER_STATUS.confirmed),
    ];
    const link = order.user_id ? `${siteBase(this.config)}/espace-pro` : quoteLink(siteBase(this.config), this.keys.access, order.quote_id);
    await this.mail.send(order.buyer_email, mailMessages.orderMoved(order.number, order.status, details, link));
  }

  /**
   * Takes (`sign` -1) or gives back (+1) the units of the catalogue lines. A product gone from
   * the catalogue or short of units refuses a reservation with the buyer's message (409).
   */
  private async moveStock(m: EntityManager, publish: Publish, lines: Order['lines'], sign: 1 | -1): Promise<void> {
    const wanted = new Map<number, number>();
    for (const line of lines) if (line.productId) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    if (!wanted.size) return;
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    const before = (await m.query(`SELECT * FROM products WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [ids])) as StockRow[];
    const found = new Map(before.map((p) => [p.id, p]));
    if (sign < 0) {
      for (const line of lines) {
        if (!line.productId) continue;
        const product = found.get(line.productId);
        if (!product) throw new ConflictException(OFFER_MESSAGES.productGone(line.label));
        const needed = wanted.get(line.productId)!;
        if (product.stock_quantity < needed)
          throw new ConflictException(OFFER_MESSAGES.outOfStock(product.name, Math.max(0, product.stock_quantity)));
      }
    }
    const changes = [];
    for (const product of before) {
      const [rows] = (await m.query(
        `UPDATE products SET stock_quantity = stock_quantity + $2, updated_at = now() WHERE id = $1 RETURNING *`,
        [product.id, sign * wanted.get(product.id)!],
      )) as [StockRow[], number];
      changes.push({ id: product.id, before: product, after: rows[0] });
    }
    await publish(productChanged(...changes));
  }

  private async offerNumbers(orders: Order[]): Promise<Map<number, string | null>> {
    if (!orders.length) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, number FROM offers WHERE id = ANY($1)`, [orders.map((o) => o.offer_id)])) as {
      id: number;
      number: string | null;
    }[];
    return new Map(rows.map((r) => [r.id, r.number]));
  }
}

function moveDetail(input: OrderMoveInputDto): Record<string, string> | null {
  if (input.move === 'ship') return { carrier: input.carrier!, trackingNumber: input.trackingNumber! };
  if (input.move === 'cancel' && input.reason) return { reason: input.reason };
  return null;
}

function myView(order: Order, offerNumber: string | null): MyOrderDto {
  return {
    id: order.id,
    number: order.number,
    offer_number: offerNumber,
    quote_id: order.quote_id,
    status: order.status,
    ...pricedFields(order),
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}

function adminView(order: Order, offerNumber: string | null, history: OrderMoveRecord[]): AdminOrderDto {
  return {
    ...myView(order, offerNumber),
    offer_id: order.offer_id,
    user_id: order.user_id,
    buyer_name: order.buyer_name,
    buyer_email: order.buyer_email,
    buyer_company: order.buyer_company,
    moves_allowed: orderMovesFrom(order.status),
    history: history.map(({ at, from_status, to_status, actor_kind, actor_email, detail }) => ({
      at,
      from_status,
      to_status,
      actor_kind,
      actor_email,
      detail,
    })),
  };
}

function orderChanged(before: Order | null, after: Order) {
  return { name: 'OrderChanged', resource: 'orders', changes: [{ id: after.id, before, after }], historyIgnores: [] } as const;
}
