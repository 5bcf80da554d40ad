import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  catalogueApiPath,
  catalogueQueryFromShopSearch,
  CATEGORIES,
  DEFAULT_CATALOGUE_SORT,
  type CataloguePage,
} from '@stockwatt/shared';
import styled from 'styled-components';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { scrollToId, useIsMobile } from '../../lib/hooks';
import { usePrefs } from '../../lib/prefs';
import { ChevronIcon, SearchIcon } from '../../components/Icons';
import { ProductCard } from './ProductCard';
import { useToast } from '../../components/Toast';
import { Button, Container, EmptyState, Eyebrow, SectionTitle } from '../../components/ui';

const Section = styled.section`
  padding: 48px 0 16px;
  scroll-margin-top: 80px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  p.sub { color: ${(p) => p.theme.colors.muted}; margin: 0; }
`;

const Toolbar = styled.div`
  display: grid;
  gap: 12px;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 14px;
  margin-bottom: 16px;
  grid-template-columns: 1fr 1fr;
  ${(p) => p.theme.mq.md} { grid-template-columns: 1fr 1fr 1fr; }
  ${(p) => p.theme.mq.lg} { grid-template-columns: minmax(260px, 2fr) repeat(3, minmax(150px, 1fr)) auto; align-items: end; }
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label, .label { white-space: nowrap; font-size: 12px; font-weight: 700; color: ${(p) => p.theme.colors.muted}; text-transform: uppercase; letter-spacing: 0.05em; }
  select, input {
    height: 44px;
    border: 1px solid #b9c3d1;
    border-radius: ${(p) => p.theme.radii.sm};
    background: #fff;
    padding: 0 12px;
    font-size: 15px;
    width: 100%;
    min-width: 0;
    text-overflow: ellipsis;
  }
  ${(p) => p.theme.mq.mobile} { select { font-size: 14px; padding: 0 8px; } }
`;

const SearchControl = styled(Control)`
  grid-column: 1 / -1;
  ${(p) => p.theme.mq.lg} { grid-column: auto; }
  .field { position: relative; }
  .field svg { position: absolute; left: 12px; top: 12px; color: ${(p) => p.theme.colors.muted}; }
  input { padding-left: 40px; }
`;

const Segmented = styled.div`
  display: inline-flex;
  height: 44px;
  padding: 3px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.bg2};
  button {
    border: 0;
    background: transparent;
    padding: 0 14px;
    border-radius: 5px;
    font-weight: 700;
    font-size: 14px;
    color: ${(p) => p.theme.colors.muted};
    flex: 1;
    white-space: nowrap;
  }
  button[aria-pressed='true'] { background: #fff; color: ${(p) => p.theme.colors.navy}; box-shadow: ${(p) => p.theme.shadows.sm}; }
`;

const Count = styled.p`
  margin: 0 0 14px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.navy};
  font-variant-numeric: tabular-nums;
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > li { display: flex; flex-direction: column; min-width: 0; }
  ${(p) => p.theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; }
  ${(p) => p.theme.mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  ${(p) => p.theme.mq.xl} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;

const Skeleton = styled.li`
  height: 420px;
  border-radius: ${(p) => p.theme.radii.md};
  background: linear-gradient(90deg, #eef2f7 0%, #f7f9fc 50%, #eef2f7 100%);
  background-size: 200% 100%;
`;


const Pager = styled.nav`
  display: flex;
  justify-content: center;
  margin: 28px 0 8px;
  ul { list-style: none; display: flex; gap: 6px; padding: 0; margin: 0; flex-wrap: wrap; justify-content: center; }
  button {
    min-width: 44px;
    height: 44px;
    padding: 0 10px;
    border-radius: ${(p) => p.theme.radii.sm};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: #fff;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button:hover:not(:disabled) { border-color: ${(p) => p.theme.colors.navy}; }
  button[aria-current='page'] { background: ${(p) => p.theme.colors.navy}; color: #fff; border-color: ${(p) => p.theme.colors.navy}; }
  button:disabled { opacity: 0.45; cursor: not-allowed; }
`;

function pageWindow(page: number, pages: number, mobile: boolean): number[] {
  if (!mobile) return Array.from({ length: pages }, (_, i) => i + 1);
  const size = Math.min(3, pages);
  let start = Math.max(1, page - 1);
  if (start + size - 1 > pages) start = pages - size + 1;
  return Array.from({ length: size }, (_, i) => start + i);
}

export function Catalogue() {
  const { t, lang } = useI18n();
  const toast = useToast();
  const { tax, setTax } = usePrefs();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();

  // The controls show the address as it is; the request goes through the shared query rules.
  const q = params.get('q') ?? '';
  const brand = params.get('brand') ?? '';
  const category = params.get('category') ?? '';
  const query = catalogueQueryFromShopSearch(params);
  const { sort, page } = query;

  const [search, setSearch] = useState(q);
  const [data, setData] = useState<CataloguePage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);

  // Keep the input in sync when the URL changes (Back/Forward).
  useEffect(() => setSearch(q), [q]);

  const update = useCallback(
    (changes: Record<string, string | null>, opts: { replace?: boolean; keepPage?: boolean } = {}) => {
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

  // Debounced search → URL (replace, so typing does not flood the history).
  useEffect(() => {
    if (search === q) return;
    const id = window.setTimeout(() => update({ q: search.trim() || null }, { replace: true }), 300);
    return () => window.clearTimeout(id);
  }, [search, q, update]);

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    setFailed(false);
    api<CataloguePage>(catalogueApiPath(query), { signal: ctrl.signal })
      .then((d) => {
        setData(d);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setLoading(false);
        setFailed(true);
        toast({ title: t('common.error'), description: t('catalogue.loadError'), variant: 'error' });
      });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params is a new object each render: its keys are listed instead
  }, [q, brand, category, sort, page, reload]);

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.pageSize ?? CATALOGUE_PAGE_SIZE)));
  const brands = useMemo(() => {
    const list = [...(data?.facets.brands ?? [])];
    if (brand && !list.some((b) => b.value === brand)) list.push({ value: brand, count: 0 });
    return list.sort((a, b) => a.value.localeCompare(b.value, lang));
  }, [data, brand, lang]);
  const catCount = (c: string) => data?.facets.categories.find((f) => f.value === c)?.count ?? 0;
  const hasFilters = !!(q || brand || category || sort !== DEFAULT_CATALOGUE_SORT);

  const goPage = (p: number) => {
    update({ page: String(p) }, { keepPage: true });
    scrollToId('produits', false);
  };

  return (
    <Section aria-labelledby="catalogue-title">
      <Container>
        <Head>
          <div>
            <Eyebrow>{t('catalogue.subtitle')}</Eyebrow>
            <SectionTitle id="catalogue-title">{t('catalogue.title')}</SectionTitle>
          </div>
        </Head>
        <Toolbar role="search">
          <SearchControl>
            <label htmlFor="catalogue-search">{t('catalogue.search')}</label>
            <div className="field">
              <SearchIcon />
              <input
                id="catalogue-search"
                type="search"
                value={search}
                placeholder={t('catalogue.searchPlaceholder')}
                onChange={(e) => setSearch(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') update({ q: search.trim() || null }, { replace: true });
                }}
                autoComplete="off"
              />
            </div>
          </SearchControl>
          <Control>
            <label htmlFor="catalogue-category">{t('catalogue.category')}</label>
            <select id="catalogue-category" value={category} onChange={(e) => update({ category: e.target.value || null })}>
              <option value="">{t('catalogue.allCategories')}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`catalogue.categories.${c}`)} ({catCount(c)})
                </option>
              ))}
            </select>
          </Control>
          <Control>
            <label htmlFor="catalogue-brand">{t('catalogue.brand')}</label>
            <select id="catalogue-brand" value={brand} onChange={(e) => update({ brand: e.target.value || null })}>
              <option value="">{t('catalogue.allBrands')}</option>
              {brands.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.value} ({b.count})
                </option>
              ))}
            </select>
          </Control>
          <Control>
            <label htmlFor="catalogue-sort">{t('catalogue.sort')}</label>
            <select id="catalogue-sort" value={sort} onChange={(e) => update({ sort: e.target.value })}>
              {CATALOGUE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`catalogue.sorts.${s}`)}
                </option>
              ))}
            </select>
          </Control>
          <Control>
            <span className="label" id="tax-label">
              {t('catalogue.tax')}
            </span>
            <Segmented role="group" aria-labelledby="tax-label">
              <button type="button" aria-pressed={tax === 'TTC'} onClick={() => setTax('TTC')}>
                {t('catalogue.ttc')}
              </button>
              <button type="button" aria-pressed={tax === 'HT'} onClick={() => setTax('HT')}>
                {t('catalogue.ht')}
              </button>
            </Segmented>
          </Control>
        </Toolbar>

        <Count aria-live="polite" data-testid="result-count">
          {data ? t('catalogue.count', { count: total }) : '\u00a0'}
        </Count>

        {failed && !data ? (
          <EmptyState>
            <h3>{t('catalogue.loadError')}</h3>
            <Button type="button" onClick={() => setReload((n) => n + 1)}>
              {t('catalogue.retry')}
            </Button>
          </EmptyState>
        ) : loading && !data ? (
          <Grid aria-busy="true">
            {Array.from({ length: 10 }, (_, i) => (
              <Skeleton key={i} />
            ))}
          </Grid>
        ) : data && data.items.length === 0 ? (
          <EmptyState data-testid="empty-state">
            <h3>{t('catalogue.emptyTitle')}</h3>
            <p>{t('catalogue.empty')}</p>
            <Button
              type="button"
              $variant="dark"
              onClick={() => {
                setSearch('');
                setParams({}, { preventScrollReset: true });
              }}
            >
              {t('catalogue.reset')}
            </Button>
          </EmptyState>
        ) : (
          <Grid aria-busy={loading} style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data?.items.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </Grid>
        )}

        {data && pages > 1 && (
          <Pager aria-label={t('catalogue.pagination')}>
            <ul>
              <li>
                <button type="button" disabled={page <= 1} onClick={() => goPage(page - 1)} aria-label={t('catalogue.prev')}>
                  <ChevronIcon dir="left" />
                </button>
              </li>
              {pageWindow(Math.min(page, pages), pages, mobile).map((n) => (
                <li key={n}>
                  <button type="button" aria-current={n === page ? 'page' : undefined} aria-label={t('catalogue.page', { n })} onClick={() => goPage(n)}>
                    {n}
                  </button>
                </li>
              ))}
              <li>
                <button type="button" disabled={page >= pages} onClick={() => goPage(page + 1)} aria-label={t('catalogue.next')}>
                  <ChevronIcon />
                </button>
              </li>
            </ul>
          </Pager>
        )}
        {hasFilters && data && data.items.length > 0 && (
          <p style={{ textAlign: 'center', margin: '8px 0 0' }}>
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              onClick={() => {
                setSearch('');
                setParams({}, { preventScrollReset: true });
              }}
            >
              {t('catalogue.reset')}
            </Button>
          </p>
        )}
      </Container>
    </Section>
  );
}
