/** One source for the catalogue's lists: the API validates against the same constants. */
import { PRODUCT_STATUSES, PRODUCT_TYPES, STOCK_STATUSES } from '@stockwatt/shared';

export { PRODUCT_STATUSES, PRODUCT_TYPES, STOCK_STATUSES };

export const typeChoices = PRODUCT_TYPES.map((type) => ({ id: type, name: type }));
export const statusChoices = PRODUCT_STATUSES.map((status) => ({ id: status, name: `sw.products.status.${status}` }));
export const stockStatusChoices = STOCK_STATUSES.map((s) => ({ id: s, name: `sw.products.stock_status.${s}` }));

export const SORT_FIELDS = ['name', 'brand', 'supplier', 'reference', 'price', 'stock'] as const;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
export const formatEuros = (value: number | null | undefined) => (value == null ? '—' : euros.format(value));
