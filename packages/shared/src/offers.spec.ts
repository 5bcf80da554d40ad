import { describe, expect, it } from 'vitest';
import { addDays, buyerCanAnswer, canMoveOffer, documentNumber, OFFER_STATUS, offerState, offerTotals, parisDate } from './offers';
import { canMoveOrder, ORDER_STATUS, orderMovesFrom } from './orders';

const line = (quantity: number, unitPriceHt: number, discountPercent = 0) => ({
  productId: null,
  reference: null,
  label: 'x',
  quantity,
  unitPriceHt,
  discountPercent,
});

describe('offer totals', () => {
  it('rounds each discounted line to the cent, then VAT on the total HT', () => {
    const t = offerTotals([line(3, 33.33, 10), line(1, 0.05)], 25);
    expect(t.lines.map((l) => l.totalHt)).toEqual([89.99, 0.05]);
    expect(t.goodsHt).toBe(90.04);
    expect(t.freeDelivery).toBe(false);
    expect(t.deliveryHt).toBe(25);
    expect(t.totalHt).toBe(115.04);
    expect(t.vat).toBe(23.01);
    expect(t.totalTtc).toBe(138.05);
  });

  it('waives delivery from 500 € TTC of goods, not a cent below', () => {
    // 416.67 HT = 500.004 TTC: free; 416.66 HT = 499.99 TTC: charged.
    expect(offerTotals([line(1, 416.67)], 30)).toMatchObject({ freeDelivery: true, deliveryHt: 0, totalHt: 416.67 });
    expect(offerTotals([line(1, 416.66)], 30)).toMatchObject({ freeDelivery: false, deliveryHt: 30, totalHt: 446.66 });
  });

  it('keeps large orders exact to the cent', () => {
    const t = offerTotals([line(250, 1234.56, 7.5)], 0);
    expect(t.lines[0].totalHt).toBe(285492.0);
    expect(t.vat).toBe(57098.4);
    expect(t.totalTtc).toBe(342590.4);
  });

  it('a 100 % discount is a free line', () => {
    expect(offerTotals([line(2, 50, 100)], 0).totalTtc).toBe(0);
  });
});

describe('numbers and dates', () => {
  it('numbers documents per kind and year, five digits', () => {
    expect(documentNumber('offer', 2026, 42)).toBe('DEV-2026-00042');
    expect(documentNumber('order', 2027, 123456)).toBe('CMD-2027-123456');
  });

  it('dates in Paris time', () => {
    expect(parisDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });
});

describe('offer machine', () => {
  it('a sent offer past its date reads as expired and cannot be answered', () => {
    expect(offerState(OFFER_STATUS.sent, '2026-11-25', '2026-11-26')).toBe('expirée');
    expect(offerState(OFFER_STATUS.sent, '2026-11-26', '2026-11-26')).toBe(OFFER_STATUS.sent);
    expect(buyerCanAnswer(OFFER_STATUS.sent, '2026-11-25', '2026-11-26')).toBe(false);
    expect(offerState(OFFER_STATUS.accepted, '2026-01-01', '2026-11-26')).toBe(OFFER_STATUS.accepted);
  });

  it('only a draft is sent, only a sent offer is answered', () => {
    expect(canMoveOffer(OFFER_STATUS.draft, 'send')).toBe(true);
    expect(canMoveOffer(OFFER_STATUS.sent, 'send')).toBe(false);
    expect(canMoveOffer(OFFER_STATUS.sent, 'accept')).toBe(true);
    expect(canMoveOffer(OFFER_STATUS.declined, 'accept')).toBe(false);
    expect(canMoveOffer(OFFER_STATUS.changesRequested, 'supersede')).toBe(true);
    expect(canMoveOffer(OFFER_STATUS.accepted, 'supersede')).toBe(false);
  });
});

describe('order machine', () => {
  it('goes confirmed → preparing → shipped → delivered, cancelled from the first two only', () => {
    expect(orderMovesFrom(ORDER_STATUS.confirmed)).toEqual(['prepare', 'cancel']);
    expect(orderMovesFrom(ORDER_STATUS.preparing)).toEqual(['ship', 'cancel']);
    expect(orderMovesFrom(ORDER_STATUS.shipped)).toEqual(['deliver']);
    expect(orderMovesFrom(ORDER_STATUS.delivered)).toEqual([]);
    expect(orderMovesFrom(ORDER_STATUS.cancelled)).toEqual([]);
    expect(canMoveOrder(ORDER_STATUS.shipped, 'cancel')).toBe(false);
  });
});
