import type { SortKey } from './types';

export const PAGE_SIZE = 12;
export const SORTS: SortKey[] = ['name', 'price_asc', 'price_desc', 'rating'];

/** The catalogue request for a storefront URL query (shared by the page and the boot-time prefetch). */
export function catalogueQuery(params: URLSearchParams): string {
  const sp = new URLSearchParams();
  const q = params.get('q');
  const brand = params.get('brand');
  const category = params.get('category');
  const sortRaw = params.get('sort') ?? 'name';
  const sort = (SORTS as string[]).includes(sortRaw) ? sortRaw : 'name';
  const page = Math.max(1, parseInt(params.get('page') ?? '1', 10) || 1);
  if (q) sp.set('q', q);
  if (brand) sp.set('brand', brand);
  if (category) sp.set('category', category);
  sp.set('sort', sort);
  sp.set('page', String(page));
  sp.set('pageSize', String(PAGE_SIZE));
  return `/products?${sp.toString()}`;
}
