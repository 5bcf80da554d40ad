/**
 * The shop's catalogue rules, in one place: VAT, discount, both stock rules, sort groups and
 * categories. The API applies them; the storefront and the back office only show the result.
 */

export const VAT_RATE = 0.2;

export const PRODUCT_TYPES = [
  'Batterie Lithium',
  'Module Batterie',
  'BMS',
  'Accessoire',
  'Contrôleur',
  'Optimiseur',
  'Micro-onduleur',
  'Onduleur triphasé',
  'Onduleur hybride',
  'Compteur intelligent',
  'Câble',
  'Outil',
  'DTU',
  'Panneau solaire',
  'Carport',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_STATUSES = ['brouillon', 'publié'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const STOCK_STATUSES = ['En stock', 'Sur commande'] as const;
export const DEFAULT_STOCK_STATUS = 'En stock';
/** At or under this many units a product shows as running low in the back office. */
export const LOW_STOCK_UNITS = 5;

/**
 * Spec section 9. The spec gives carports no matching type and leaves hybrid inverters out
 * of "Onduleurs"; a shop that sells both files them where an installer looks for them.
 */
export const CATEGORY_TYPES = {
  batteries: ['Batterie Lithium', 'Module Batterie'],
  panneaux: ['Panneau solaire'],
  onduleurs: ['Micro-onduleur', 'Onduleur triphasé', 'Onduleur hybride'],
  carports: ['Carport'],
} as const satisfies Record<string, readonly ProductType[]>;
export type Category = keyof typeof CATEGORY_TYPES;
export const CATEGORIES = Object.keys(CATEGORY_TYPES) as Category[];

export function categoryOfType(type: string): Category | null {
  const found = CATEGORIES.find((category) => (CATEGORY_TYPES[category] as readonly string[]).includes(type));
  return found ?? null;
}

/** Catalogue groups, shown in this order whatever the sort (spec section 9). */
export enum SortGroup {
  BestSeller = 0,
  General = 1,
  Bms = 2,
  SupportsAndCables = 3,
}

export function sortGroupOf(product: { is_best_seller: boolean; type: string; reference: string; name: string }): SortGroup {
  if (product.is_best_seller) return SortGroup.BestSeller;
  if (product.type === 'Câble' || /\b(support|supports|câble|câbles|cable|cables|set|lot|kit)\b/i.test(product.name)) {
    return SortGroup.SupportsAndCables;
  }
  if (product.type === 'BMS' || /FC|SC/.test(product.reference)) return SortGroup.Bms;
  return SortGroup.General;
}

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Prices are stored TTC; HT = TTC / 1.2. */
export function htFromTtc(ttc: number): number {
  return roundCents(ttc / (1 + VAT_RATE));
}

export function effectivePrice(pricePublic: number, priceDiscounted: number | null): number {
  return priceDiscounted ?? pricePublic;
}

/** rounded((1 - discounted / public) × 100), only for a real reduction. */
export function discountPercent(pricePublic: number, priceDiscounted: number | null): number | null {
  if (priceDiscounted === null || pricePublic <= 0 || priceDiscounted >= pricePublic) return null;
  return Math.round((1 - priceDiscounted / pricePublic) * 100);
}

/** A product without a price (0) is sold on request: no figure is stated for it. */
export function isPriceOnRequest(price: number): boolean {
  return !(price > 0);
}

export type StockState = 'in_stock' | 'on_order';

/**
 * The back office's stock dot, also the API's `availability` (partners, schema.org offers):
 * green only when the status says "En stock" and units are there (spec section 4).
 */
export function backOfficeStockDot(stockStatus: string, stockQuantity: number): StockState {
  return stockStatus === DEFAULT_STOCK_STATUS && stockQuantity > 0 ? 'in_stock' : 'on_order';
}

/**
 * The shop's stock line (cards and product page, the API's `stock_display`): units on hand
 * show as "N en stock" and can go in the cart, whatever the status; none is "Sur commande".
 */
export function shopStockLine(stockQuantity: number): StockState {
  return stockQuantity > 0 ? 'in_stock' : 'on_order';
}

/** Running mean kept on the product so cards need no aggregate per request. */
export function ratingAfterAdding(rating: number, count: number, added: number): number {
  return roundCents((rating * count + added) / (count + 1));
}

export function ratingAfterRemoving(rating: number, count: number, removed: number): number {
  if (count <= 1) return 0;
  return Math.max(0, Math.min(5, roundCents((rating * count - removed) / (count - 1))));
}
