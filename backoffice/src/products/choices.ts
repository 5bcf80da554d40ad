/**
 * Copied from backend/src/products/catalogue-rules.ts (PRODUCT_TYPES, PRODUCT_STATUSES,
 * STOCK_STATUSES): the API validates against the same lists.
 */
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

export const PRODUCT_STATUSES = ['brouillon', 'publié'] as const;
export const STOCK_STATUSES = ['En stock', 'Sur commande'] as const;

export const typeChoices = PRODUCT_TYPES.map((type) => ({ id: type, name: type }));
export const statusChoices = PRODUCT_STATUSES.map((status) => ({ id: status, name: `sw.products.status.${status}` }));
export const stockStatusChoices = STOCK_STATUSES.map((s) => ({ id: s, name: `sw.products.stock_status.${s}` }));

export const SORT_FIELDS = ['name', 'brand', 'supplier', 'reference', 'price', 'stock'] as const;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
export const formatEuros = (value: number | null | undefined) => (value == null ? '—' : euros.format(value));
