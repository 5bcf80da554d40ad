import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogueQueryFromShopSearch, DEFAULT_CATALOGUE_SORT } from '@stockwatt/shared';

type Changes = Record<string, string | null>;
export type UpdateCatalogue = (changes: Changes, opts?: { replace?: boolean; keepPage?: boolean }) => void;

/**
 * The catalogue's state lives in the URL (a search can be shared, Back and Forward work):
 * its values, `update` (defaults are left out of the URL, and any change but paging goes
 * back to page 1) and `reset`. None of them scrolls the page.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  // The controls show the address as it is; the request goes through the shared query rules.
  const q = params.get('q') ?? '';
  const brand = params.get('brand') ?? '';
  const category = params.get('category') ?? '';
  const query = catalogueQueryFromShopSearch(params);
  const { sort, page } = query;

  const update = useCallback<UpdateCatalogue>(
    (changes, opts = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '' || (k === 'sort' && v === DEFAULT_CATALOGUE_SORT) || (k === 'page' && v === '1')) next.delete(k);
            else next.set(k, v);
          }
          if (!opts.keepPage) next.delete('page');
          return next;
        },
        { replace: opts.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const reset = useCallback(() => setParams({}, { preventScrollReset: true }), [setParams]);

  return { query, q, brand, category, sort, page, update, reset };
}

/**
 * The search box's text, written to the URL 300 ms after the last keystroke (replacing the
 * history entry, so typing does not flood it), and following the URL on Back and Forward.
 */
export function useSearchDraft(q: string, update: UpdateCatalogue) {
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  useEffect(() => {
    if (search === q) return;
    const id = window.setTimeout(() => update({ q: search.trim() || null }, { replace: true }), 300);
    return () => window.clearTimeout(id);
  }, [search, q, update]);
  const commit = () => update({ q: search.trim() || null }, { replace: true });
  return { search, setSearch, commit };
}
