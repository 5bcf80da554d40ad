import { describe, expect, it } from 'vitest';
import { canMoveQuote, isQuoteStatus, QUOTE_STATUS_RULES, QUOTE_STATUSES, quoteStatusesMovingTo } from './quote-status.js';

describe('quote status machine', () => {
  it('lets the delivery worker move only a received quote, and only out of reçu', () => {
    expect(QUOTE_STATUSES.filter((to) => canMoveQuote('reçu', to, 'delivery'))).toEqual(['transmis', 'échec', 'stocké']);
    for (const from of QUOTE_STATUSES.filter((s) => s !== 'reçu'))
      expect(QUOTE_STATUSES.filter((to) => canMoveQuote(from, to, 'delivery'))).toEqual([]);
  });

  it('resends anything but a quote already being sent', () => {
    expect(quoteStatusesMovingTo('reçu', 'admin')).toEqual(['transmis', 'échec', 'stocké', 'traité']);
    expect(canMoveQuote('reçu', 'reçu', 'admin')).toBe(false);
    expect(canMoveQuote('échec', 'reçu', 'admin')).toBe(true);
  });

  it('marks any quote handled, and lets an administrator make no other move', () => {
    expect(quoteStatusesMovingTo('traité', 'admin')).toEqual(QUOTE_STATUSES);
    for (const to of ['transmis', 'échec', 'stocké'] as const) expect(quoteStatusesMovingTo(to, 'admin')).toEqual([]);
  });

  it('lets the sweeper only queue a received quote again, keeping its status', () => {
    for (const to of QUOTE_STATUSES) expect([to, quoteStatusesMovingTo(to, 'sweeper')]).toEqual([to, to === 'reçu' ? ['reçu'] : []]);
  });

  it('suggests a resend only where delivery did not reach the form service, and handling until handled', () => {
    expect(QUOTE_STATUSES.filter((s) => QUOTE_STATUS_RULES[s].resend === 'offered')).toEqual(['échec', 'stocké']);
    expect(QUOTE_STATUSES.filter((s) => QUOTE_STATUS_RULES[s].handle === 'offered')).toEqual(['reçu', 'transmis', 'échec', 'stocké']);
  });

  it('never tells a buyer that a delivery failed', () => {
    expect(QUOTE_STATUS_RULES['échec'].buyer).toEqual({ state: 'processing', tone: 'pending' });
    expect(QUOTE_STATUSES.map((s) => QUOTE_STATUS_RULES[s].buyer.tone)).toEqual(['pending', 'progress', 'pending', 'pending', 'done']);
  });

  it('gives each status its own tone in the back office', () => {
    expect(new Set(QUOTE_STATUSES.map((s) => QUOTE_STATUS_RULES[s].adminTone)).size).toBe(QUOTE_STATUSES.length);
  });

  it('recognises the stored names only', () => {
    expect(isQuoteStatus('traité')).toBe(true);
    expect(isQuoteStatus('traite')).toBe(false);
  });
});
