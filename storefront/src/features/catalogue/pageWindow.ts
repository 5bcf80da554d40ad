/** A page number to offer, or a gap (…) standing for the pages left out between two of them. */
export type PagerItem = number | 'gap';

/** Up to this many pages, a wide screen offers every one of them (the spec's pager). */
export const ALL_PAGES_UP_TO = 9;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers offered. On a phone, three around the current one (44 px targets). On a wide
 * screen every page, as long as that fits a line or two: at 100,000 products "every page" would be
 * 8,334 buttons, so a long catalogue offers the first, the last and two either side of the current
 * one, with a gap wherever pages are left out.
 */
export function pageWindow(page: number, pages: number, mobile: boolean): PagerItem[] {
  if (mobile) {
    const size = Math.min(3, pages);
    const start = Math.max(1, Math.min(page - 1, pages - size + 1));
    return range(start, start + size - 1);
  }
  if (pages <= ALL_PAGES_UP_TO) return range(1, pages);
  // Five numbers around the current page, kept whole near either end; a gap hides two pages or more.
  const start = Math.max(2, Math.min(page - 2, pages - 5));
  const end = Math.min(pages - 1, Math.max(page + 2, 6));
  const before: PagerItem[] = start > 3 ? ['gap'] : range(2, start - 1);
  const after: PagerItem[] = end < pages - 2 ? ['gap'] : range(end + 1, pages - 1);
  return [1, ...before, ...range(start, end), ...after, pages];
}
