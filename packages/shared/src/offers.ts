/**
 * Priced offers (issue 29): the totals rule, the delivery promise, the numbering and the offer's
 * life. The API computes and stores what these return; the back office, the professional space
 * and the PDF show it as stored.
 */
import { VAT_RATE } from './catalogue-rules.js';

/** Delivery is free from this many euros TTC of goods (what the cart promises). */
export const FREE_DELIVERY_FROM_TTC = 500;
/** An offer's validity when staff do not set one. */
export const OFFER_VALIDITY_DAYS = 30;
export const OFFER_MAX_LINES = 100;

export interface OfferLine {
  /** A catalogue product, or null for a free-text line. */
  productId: number | null;
  reference: string | null;
  label: string;
  quantity: number;
  unitPriceHt: number;
  /** 0–100, on this line only. */
  discountPercent: number;
}

export interface PricedOfferLine extends OfferLine {
  totalHt: number;
}

export interface OfferTotals {
  lines: PricedOfferLine[];
  goodsHt: number;
  /** The delivery charged: 0 when the goods reach FREE_DELIVERY_FROM_TTC. */
  deliveryHt: number;
  freeDelivery: boolean;
  totalHt: number;
  vat: number;
  totalTtc: number;
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (c: number) => c / 100;

/**
 * The one totals rule: each line rounded to the cent after its discount, VAT at the shop's rate
 * on the total HT (goods and delivery), delivery waived from FREE_DELIVERY_FROM_TTC of goods.
 */
export function offerTotals(lines: readonly OfferLine[], deliveryFeeHt: number): OfferTotals {
  const priced = lines.map((line) => ({
    ...line,
    totalHt: euros(Math.round(line.quantity * cents(line.unitPriceHt) * (1 - line.discountPercent / 100))),
  }));
  const goods = priced.reduce((sum, line) => sum + cents(line.totalHt), 0);
  const freeDelivery = goods * (1 + VAT_RATE) >= cents(FREE_DELIVERY_FROM_TTC);
  const delivery = freeDelivery ? 0 : cents(deliveryFeeHt);
  const total = goods + delivery;
  const vat = Math.round(total * VAT_RATE);
  return {
    lines: priced,
    goodsHt: euros(goods),
    deliveryHt: euros(delivery),
    freeDelivery,
    totalHt: euros(total),
    vat: euros(vat),
    totalTtc: euros(total + vat),
  };
}

/** `DEV-2026-00042`, `CMD-2026-00007`: one gapless series per kind and calendar year. */
export const DOCUMENT_PREFIXES = { offer: 'DEV', order: 'CMD' } as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${DOCUMENT_PREFIXES[kind]}-${year}-${String(sequence).padStart(5, '0')}`;
}

export const OFFER_STATUS = {
  draft: 'brouillon',
  sent: 'envoyée',
  accepted: 'acceptée',
  declined: 'refusée',
  changesRequested: 'modification demandée',
  /** A later version was sent in its place. */
  superseded: 'remplacée',
} as const;
export type OfferStatus = (typeof OFFER_STATUS)[keyof typeof OFFER_STATUS];
export const OFFER_STATUSES = Object.values(OFFER_STATUS) as OfferStatus[];

/** What a reader is shown: a sent offer past its date reads as expired (nothing stores that). */
export type OfferState = OfferStatus | 'expirée';

/** The validity date is the last day the offer can be accepted (YYYY-MM-DD, Paris time). */
export function offerState(status: OfferStatus, validUntil: string, today: string): OfferState {
  return status === OFFER_STATUS.sent && validUntil < today ? 'expirée' : status;
}

export type OfferMove = 'send' | 'accept' | 'decline' | 'requestChanges' | 'supersede';

/** Each move and the statuses it starts from: one machine for the API's checks and the UIs' buttons. */
export const OFFER_MOVES: Record<OfferMove, { from: readonly OfferStatus[]; to: OfferStatus }> = {
  send: { from: [OFFER_STATUS.draft], to: OFFER_STATUS.sent },
  accept: { from: [OFFER_STATUS.sent], to: OFFER_STATUS.accepted },
  decline: { from: [OFFER_STATUS.sent], to: OFFER_STATUS.declined },
  requestChanges: { from: [OFFER_STATUS.sent], to: OFFER_STATUS.changesRequested },
  supersede: { from: [OFFER_STATUS.sent, OFFER_STATUS.changesRequested], to: OFFER_STATUS.superseded },
};

export function canMoveOffer(status: OfferStatus, move: OfferMove): boolean {
  return OFFER_MOVES[move].from.includes(status);
}

/** The buyer's answers need a live offer: sent and not past its date. */
export function buyerCanAnswer(status: OfferStatus, validUntil: string, today: string): boolean {
  return offerState(status, validUntil, today) === OFFER_STATUS.sent;
}

/** Today's date in Paris (YYYY-MM-DD): validity dates and yearly numbers follow the shop's calendar. */
export function parisDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
