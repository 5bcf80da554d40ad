import { describe, expect, it } from 'vitest';
import {
  canMoveQuote,
  HANDLEABLE_QUOTE_STATUSES,
  isQuoteStatus,
  QUOTE_STATUS_RULES,
  QUOTE_STATUSES,
  RESENDABLE_QUOTE_STATUSES,
} from './quote-status.js';

describe('quote status machine', () => {
  it('lets the delivery worker move only a received quote', () => {
    expect(canMoveQuote('reçu', 'transmis')).toBe(true);
    expect(canMoveQuote('reçu', 'échec')).toBe(true);
    expect(canMoveQuote('reçu', 'stocké')).toBe(true);
    expect(canMoveQuote('échec', 'transmis')).toBe(false);
    expect(canMoveQuote('traité', 'stocké')).toBe(false);
  });

  it('resends anything but a quote already being sent', () => {
    expect(RESENDABLE_QUOTE_STATUSES).toEqual(['transmis', 'échec', 'stocké', 'traité']);
    expect(canMoveQuote('reçu', 'reçu')).toBe(false);
    expect(canMoveQuote('échec', 'reçu')).toBe(true);
  });

  it('marks any quote handled', () => {
    expect(HANDLEABLE_QUOTE_STATUSES).toEqual(QUOTE_STATUSES);
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
