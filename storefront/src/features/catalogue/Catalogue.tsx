import { catalogueApiPath, CATALOGUE_PAGE_SIZE, defaultCatalogueSort, isPastLastPage, MAX_SEARCH_LENGTH } from '@stockwatt/shared';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Alert, Button, ButtonLink, Container, EmptyState, Eyebrow, SectionTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { scrollToId } from '../../lib/hooks';
import { Link } from '../../components/Link';
import { CatalogueToolbar } from './CatalogueToolbar';
import { Pager } from './Pager';
import { ProductGrid, ProductGridSkeleton } from './ProductCard';
import { useCatalogue } from './useCatalogue';
import { useCatalogueParams, useSearchDraft } from './useCatalogueParams';
import { theme } from '../../theme';

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
  p.sub {
    color: ${theme.colors.muted};
    margin: 0;
  }
`;

/** A search the catalogue does not list, asked for on quote: the quote form's subject names it (QuoteForm's `recherche`). */
const askQuotePath = (search: string) => `/demande-devis?recherche=${encodeURIComponent(search)}`;

/**
 * "Aucun résultat pour « pyllontech ». Résultats pour « pylontech »." — the spelling the API searched
 * instead; when that left words out (`huawei batterie` → « batterie »), the offer to source it too.
 */
const Corrected = styled(Alert)`
  margin: 0 0 14px;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
  }
  button,
  a {
    border: 0;
    padding: 0;
    background: none;
    font-weight: 700;
    color: ${theme.colors.amberText};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  button:hover,
  a:hover {
    color: ${theme.colors.navy};
  }
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

const Count = styled.p`
  margin: 0 0 14px;
  font-weight: 600;
  color: ${theme.colors.navy};
  font-variant-numeric: tabular-nums;
`;

/** « Réinitialiser les filtres »: a link to the unfiltered catalogue, which the app follows without a page load. */
function ResetLink({ onReset, ...props }: { onReset: () => void } & Omit<ComponentProps<typeof ButtonLink>, 'to' | 'onClick'>) {
  const { t } = useI18n();
  return (
    <ButtonLink
      to="/#produits"
      onClick={(e) => {
        // A click with a modifier (a new tab or window) is the browser's, as on any link.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onReset();
      }}
      {...props}
    >
      {t('catalogue.reset')}
    </ButtonLink>
  );
}

/** The home page's catalogue: filters in the URL, one API page at a time, and the pager. */
export function Catalogue() {
  const { t } = useI18n();
  const { query, q, brand, category, sort, page, update, reset, pageHref } = useCatalogueParams();
  const search = useSearchDraft(q, update);
  const { data, shown, loading, failed, refused, retry } = useCatalogue(catalogueApiPath(query));
  // The search the shown page answered (the next one may be loading).
  const shownSearch = shown.includes('?') ? new URLSearchParams(shown.slice(shown.indexOf('?'))).get('q') : null;
  const corrected = data?.correctedQuery;
  const typed = corrected ? shownSearch : null;
  // The corrected spelling is a button that searches for it.
  const correctedText = typed ? t('catalogue.corrected', { typed, corrected: '\u0000' }).split('\u0000') : [];

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.pageSize ?? CATALOGUE_PAGE_SIZE)));
  const hasFilters = !!(q || brand || category || sort !== defaultCatalogueSort(q));
  const clearAll = () => {
    search.setSearch('');
    reset();
  };
  const searchFor = (text: string) => {
    search.setSearch(text);
    update({ q: text });
    document.getElementById('catalogue-search')?.focus();
  };
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
        <CatalogueToolbar
          filters={{ brand, category, sort, defaultSort: defaultCatalogueSort(q), searched: !!query.q }}
          facets={data?.facets}
          search={search}
          update={update}
        />

        <div role="status">
          {typed && corrected && (
            <Corrected $variant="info" data-testid="corrected-query">
              <p>
                {correctedText[0]}
                <button type="button" onClick={() => searchFor(corrected)}>
                  {corrected}
                </button>
                {correctedText[1]}
              </p>
              {data?.partialMatch && (
                <p>
                  {t('catalogue.notListed', { q: typed })} <Link to={askQuotePath(typed)}>{t('catalogue.askQuote')}</Link>
                </p>
              )}
            </Corrected>
          )}
        </div>

        <Count aria-live="polite" data-testid="result-count">
          {!data ? '\u00a0' : data.totalCapped ? t('catalogue.countCapped', { count: total }) : t('catalogue.count', { count: total })}
        </Count>

        {refused ? (
          <EmptyState data-testid="refused-state">
            <h3>{t('catalogue.refusedTitle')}</h3>
            <p>{t('catalogue.refused', { max: MAX_SEARCH_LENGTH })}</p>
            <ResetLink $variant="dark" onReset={clearAll} />
          </EmptyState>
        ) : failed && !data ? (
          <EmptyState>
            <h3>{t('catalogue.loadError')}</h3>
            <Button type="button" onClick={retry}>
              {t('catalogue.retry')}
            </Button>
          </EmptyState>
        ) : loading && !data ? (
          <ProductGridSkeleton count={10} />
        ) : data && isPastLastPage(data) ? (
          <EmptyState data-testid="past-last-page">
            <h3>{t('catalogue.pastLastTitle')}</h3>
            <p>{t('catalogue.pastLast', { count: pages })}</p>
          </EmptyState>
        ) : data && data.items.length === 0 ? (
          <EmptyState data-testid="empty-state">
            <h3>{t('catalogue.emptyTitle')}</h3>
            <p>{t('catalogue.empty')}</p>
            {/* A product the shop does not list may still be sourced: the search becomes a quote request. */}
            {shownSearch && <p>{t('catalogue.notListed', { q: shownSearch })}</p>}
            <EmptyActions>
              {shownSearch && <ButtonLink to={askQuotePath(shownSearch)}>{t('catalogue.askQuote')}</ButtonLink>}
              <ResetLink $variant="dark" onReset={clearAll} />
            </EmptyActions>
          </EmptyState>
        ) : (
          <ProductGrid
            products={data?.items ?? []}
            aria-busy={loading}
            style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
          />
        )}

        {data && (pages > 1 || isPastLastPage(data)) && <Pager page={page} pages={pages} onPage={goPage} hrefOf={pageHref} />}
        {hasFilters && data && data.items.length > 0 && (
          <p style={{ textAlign: 'center', margin: '8px 0 0' }}>
            <ResetLink $variant="ghost" $size="sm" onReset={clearAll} />
          </p>
        )}
      </Container>
    </Section>
  );
}
