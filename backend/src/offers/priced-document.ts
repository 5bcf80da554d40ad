import type { PricedOfferLine } from '@stockwatt/shared';
import { Column } from 'typeorm';
import { numericTransformer } from '../common/numeric.transformer';

/** A euro amount to the cent, read back as a number. */
export const MONEY_COLUMN = { type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer } as const;

/**
 * What an offer and the order made from it both carry: the priced lines and the totals the shared
 * rule (`offerTotals`) computed, stored as computed and shown as stored.
 */
export abstract class PricedDocument {
  @Column({ type: 'jsonb', default: () => `'[]'` })
  lines: PricedOfferLine[];

  @Column(MONEY_COLUMN)
  goods_ht: number;

  @Column(MONEY_COLUMN)
  delivery_ht: number;

  @Column(MONEY_COLUMN)
  total_ht: number;

  @Column(MONEY_COLUMN)
  vat: number;

  @Column(MONEY_COLUMN)
  total_ttc: number;
}

/** The priced part of an offer or an order, as its views show it. */
export function pricedFields({ lines, goods_ht, delivery_ht, total_ht, vat, total_ttc }: PricedDocument): PricedDocument {
  return { lines, goods_ht, delivery_ht, total_ht, vat, total_ttc };
}
