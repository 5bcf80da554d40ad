import { describe, expect, it } from 'vitest';
import {
  backOfficeStockDot,
  categoryOfType,
  discountPercent,
  htFromTtc,
  ratingAfterAdding,
  ratingAfterRemoving,
  shopStockLine,
  SortGroup,
  sortGroupOf,
} from './catalogue-rules.js';

describe('catalogue rules', () => {
  it('derives HT from TTC at 20 % VAT, to the cent', () => {
    expect(htFromTtc(120)).toBe(100);
    expect(htFromTtc(594.99)).toBe(495.83);
    expect(htFromTtc(0)).toBe(0);
  });

  it('computes the discount as rounded (1 - discounted / public) x 100, only for a real reduction', () => {
    expect(discountPercent(1492.27, 1249.99)).toBe(16);
    expect(discountPercent(730.75, 594.99)).toBe(19);
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, 120)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });

  it('maps types to the shop categories', () => {
    expect(categoryOfType('Batterie Lithium')).toBe('batteries');
    expect(categoryOfType('Module Batterie')).toBe('batteries');
    expect(categoryOfType('Panneau solaire')).toBe('panneaux');
    expect(categoryOfType('Micro-onduleur')).toBe('onduleurs');
    expect(categoryOfType('Onduleur triphasé')).toBe('onduleurs');
    expect(categoryOfType('Carport')).toBe('carports');
    expect(categoryOfType('BMS')).toBeNull();
    expect(categoryOfType('Câble')).toBeNull();
  });

  it('puts best sellers first, then general products, then BMS/FC/SC, then supports, cables and sets', () => {
    const base = { is_best_seller: false, type: 'Batterie Lithium', reference: 'US5000', name: 'Batterie US5000' };
    expect(sortGroupOf({ ...base, is_best_seller: true })).toBe(SortGroup.BestSeller);
    expect(sortGroupOf({ ...base, is_best_seller: true, type: 'BMS' })).toBe(SortGroup.BestSeller);
    expect(sortGroupOf(base)).toBe(SortGroup.General);
    expect(sortGroupOf({ ...base, type: 'BMS', reference: 'X1' })).toBe(SortGroup.Bms);
    expect(sortGroupOf({ ...base, reference: 'FC1000' })).toBe(SortGroup.Bms);
    expect(sortGroupOf({ ...base, reference: 'SC0500-40S' })).toBe(SortGroup.Bms);
    expect(sortGroupOf({ ...base, type: 'Accessoire', name: 'Support de fixation pour US2000C' })).toBe(SortGroup.SupportsAndCables);
    expect(sortGroupOf({ ...base, type: 'Câble', name: 'Jeu de liaison' })).toBe(SortGroup.SupportsAndCables);
    expect(sortGroupOf({ ...base, type: 'Accessoire', name: 'Lot de câbles (20 pièces)' })).toBe(SortGroup.SupportsAndCables);
  });

  it('shows a green dot only for "En stock" with units on hand', () => {
    expect(backOfficeStockDot('En stock', 3)).toBe('in_stock');
    expect(backOfficeStockDot('En stock', 0)).toBe('on_order');
    expect(backOfficeStockDot('Sur commande', 12)).toBe('on_order');
  });

  it("shows units on hand in the shop's stock line whatever the status, and none as on order", () => {
    expect(shopStockLine(3)).toBe('in_stock');
    expect(shopStockLine(0)).toBe('on_order');
    expect(shopStockLine(-1)).toBe('on_order');
  });

  it('keeps a running rating average as reviews come and go', () => {
    expect(ratingAfterAdding(0, 0, 4)).toBe(4);
    expect(ratingAfterAdding(4.5, 2, 3)).toBe(4);
    expect(ratingAfterRemoving(4, 3, 3)).toBe(4.5);
    expect(ratingAfterRemoving(5, 1, 5)).toBe(0);
  });
});
