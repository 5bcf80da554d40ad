import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { catalogueQueryFromShopSearch, defaultCatalogueSort } from '@stockwatt/shared';

type Changes = Record<string, string | null>;
export type UpdateCatalogue = (changes: Changes, opts?: { replace?: boolean; keepPage?: boolean }) => void;

/**
 * The address after `changes`: blank values and page 1 are left out, any change but paging goes
 * back to page 1, and the sort is left out when it is the default of the resulting address
 * (relevance with a search, name order without), so `?q=deye` ranks and `?q=deye&sort=name` keeps its order.
 */
export function nextCatalogueParams(prev: URLSearchParams, changes: Changes, keepPage = false): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '' || (k === 'page' && v === '1')) next.delete(k);
    else next.set(k, v);
  }
  if (!keepPage) next.delete('page');
  if (next.has('sort') && catalogueQueryFromShopSearch(next).sort === defaultCatalogueSort(next.get('q'))) next.delete('sort');
  return next;
}

/**
 * The catalogue's state lives in the URL (a search can be shared, Back and Forward work):
 * its values, `update` (defaults are left out of the URL, and any change but paging goes
 * back to page 1) and `reset`. None of them scrolls the page: both keep the address's hash
 * (`#produits`, where "Voir les produits" leads), which the layout would otherwise read as a new
 * page and scroll to the top, the search box with it.
 */
export function useCatalogueParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  // The controls show the address as it is; the request goes through the shared query rules.
  const q = params.get('q') ?? '';
  const brand = params.get('brand') ?? '';
  const category = params.get('category') ?? '';
  const query = catalogueQueryFromShopSearch(params);
  const { sort, page } = query;

  const update = useCallback<UpdateCatalogue>(
    (changes, opts = {}) => {
      const search = String(nextCatalogueParams(params, changes, opts.keepPage));
      navigate({ search, hash }, { replace: opts.replace, preventScrollReset: true });
    },
    [params, hash, navigate],
  );
  const reset = useCallback(() => navigate({ search: '', hash }, { preventScrollReset: true }), [hash, navigate]);

  /** The address of another page of this catalogue (the pager's links). */
  const pageHref = useCallback(
    (n: number) => {
      const search = String(nextCatalogueParams(params, { page: String(n) }, true));
      return `/${search ? `?${search}` : ''}#produits`;
    },
    [params],
  );
  return { query, q, brand, category, sort, page, update, reset, pageHref };
}

/**
 * The search box's text, written to the URL 300 ms after the last keystroke (replacing the
 * history entry, so typing does not flood it), and following the URL on Back and Forward.
 * The box keeps what was typed: the address coming back with the text this box wrote (trimmed,
 * and maybe written by a timer set before the last keystroke) is not a change to show, or a
 * pause after `batterie ` would take the space away and `lithium` would follow as one word.
 */
export function useSearchDraft(q: string, update: UpdateCatalogue) {
  const [search, setText] = useState(q);
  const latest = useRef(q);
  // The address's text as last followed; not on mount: the box may have taken over text typed before the app ran (SearchBox).
  const followed = useRef(q);
  /** The text this box wrote to the address, until the address has it. */
  const written = useRef<string | null>(null);
  const setSearch = useCallback((text: string) => {
    latest.current = text;
    setText(text);
  }, []);
  useEffect(() => {
    if (followed.current === q) return;
    followed.current = q;
    const own = written.current === q;
    written.current = null;
    if (!own) setSearch(q);
  }, [q, setSearch]);
  const commit = useCallback(() => {
    const text = latest.current.trim();
    if (text !== followed.current) written.current = text;
    update({ q: text || null }, { replace: true });
  }, [update]);
  useEffect(() => {
    if (search.trim() === q) return;
    const id = window.setTimeout(commit, 300);
    return () => window.clearTimeout(id);
  }, [search, q, commit]);
  return { search, setSearch, commit };
}
export type SearchDraft = ReturnType<typeof useSearchDraft>;
