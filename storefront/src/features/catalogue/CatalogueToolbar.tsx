import { useMemo } from 'react';
import styled from 'styled-components';
import { CATALOGUE_SORTS, CATEGORIES, type CataloguePage, type CatalogueSort, type Category } from '@stockwatt/shared';
import { useI18n } from '../../i18n';
import { LOCALES } from '../../i18n/locale';
import { usePrefs } from '../../lib/prefs';
import { SearchBox } from './SearchBox';
import type { SearchDraft, UpdateCatalogue } from './useCatalogueParams';
import { theme } from '../../theme';

const Toolbar = styled.form`
  display: grid;
  gap: 12px;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: 14px;
  margin-bottom: 16px;
  grid-template-columns: 1fr 1fr;
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr 1fr;
  }
  ${theme.mq.lg} {
    grid-template-columns: minmax(260px, 2fr) repeat(3, minmax(150px, 1fr)) auto;
    align-items: end;
  }
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label,
  .label {
    white-space: nowrap;
    font-size: 12px;
    font-weight: 700;
    color: ${theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  select,
  input {
    height: 44px;
    border: 1px solid #b9c3d1;
    border-radius: ${theme.radii.sm};
    background: #fff;
    padding: 0 12px;
    font-size: 15px;
    width: 100%;
    min-width: 0;
    text-overflow: ellipsis;
  }
  ${theme.mq.mobile} {
    select {
      font-size: 14px;
      padding: 0 8px;
    }
  }
`;

const SearchControl = styled(Control)`
  grid-column: 1 / -1;
  ${theme.mq.lg} {
    grid-column: auto;
  }
  .field {
    position: relative;
  }
  .field > svg {
    position: absolute;
    left: 12px;
    top: 12px;
    color: ${theme.colors.muted};
  }
  input {
    padding-left: 40px;
  }
`;

// As wide as its column on a phone, where « excl. VAT » took more than half the toolbar's width
// and ran out of it; a label that still does not fit breaks onto a second line inside its button.
const Segmented = styled.div`
  display: flex;
  height: 44px;
  padding: 3px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.bg2};
  button {
    border: 0;
    background: transparent;
    padding: 0 8px;
    border-radius: 5px;
    font-weight: 700;
    font-size: 14px;
    line-height: 1.1;
    color: ${theme.colors.muted};
    flex: 1;
    min-width: 0;
  }
  ${theme.mq.lg} {
    display: inline-flex;
    button {
      padding: 0 14px;
      white-space: nowrap;
    }
  }
  button[aria-pressed='true'] {
    background: #fff;
    color: ${theme.colors.navy};
    box-shadow: ${theme.shadows.sm};
  }
`;

/** An option's label with its product count; a search past the API's count cap sends none. */
const withCount = (label: string, count: number | null) => (count === null ? label : `${label} (${count})`);

interface Props {
  /**
   * `searched`: the address has a search (relevance is then an order, and the default one);
   * `defaultSort`: the order the address has without a sort (shared defaultCatalogueSort).
   */
  filters: { brand: string; category: string; sort: CatalogueSort; defaultSort: CatalogueSort; searched: boolean };
  facets: CataloguePage['facets'] | undefined;
  search: SearchDraft;
  update: UpdateCatalogue;
}

/** Search (with suggestions), category and brand (with the API's counts), sort, and the TTC/HT switch. */
export function CatalogueToolbar({ filters: { brand, category, sort, defaultSort, searched }, facets, search, update }: Props) {
  const { t, lang } = useI18n();
  const { tax, setTax } = usePrefs();
  // The chosen brand stays in the list when the other filters leave it no product.
  const brands = useMemo(() => {
    const list = [...(facets?.brands ?? [])];
    if (brand && !list.some((b) => b.value === brand)) list.push({ value: brand, count: 0 });
    const collator = new Intl.Collator(LOCALES[lang]);
    return list.sort((a, b) => collator.compare(a.value, b.value));
  }, [facets, brand, lang]);
  const categoryLabel = (c: Category) => {
    const facet = facets?.categories.find((f) => f.value === c);
    return withCount(t(`catalogue.categories.${c}`), facet ? facet.count : 0);
  };

  return (
    // A plain GET to the catalogue's address before the script has run (the server renders it),
    // at the results (the form data replaces the query, the fragment stays): on a phone the hero
    // fills the first screen. Then the app takes the search over (a suggestion chosen with Enter
    // has taken the key).
    <Toolbar
      role="search"
      action="/#produits"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        search.commit();
      }}
    >
      <SearchControl>
        <label htmlFor="catalogue-search">{t('catalogue.search')}</label>
        <SearchBox search={search} update={update} />
      </SearchControl>
      <Control>
        <label htmlFor="catalogue-category">{t('catalogue.category')}</label>
        <select id="catalogue-category" name="category" value={category} onChange={(e) => update({ category: e.target.value || null })}>
          <option value="">{t('catalogue.allCategories')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </select>
      </Control>
      <Control>
        <label htmlFor="catalogue-brand">{t('catalogue.brand')}</label>
        <select id="catalogue-brand" name="brand" value={brand} onChange={(e) => update({ brand: e.target.value || null })}>
          <option value="">{t('catalogue.allBrands')}</option>
          {brands.map((b) => (
            <option key={b.value} value={b.value}>
              {withCount(b.value, b.count)}
            </option>
          ))}
        </select>
      </Control>
      <Control>
        <label htmlFor="catalogue-sort">{t('catalogue.sort')}</label>
        {/* The address's default order is sent empty: a search sent before the script has run
            from `/` ranks by relevance, as the app's does, instead of keeping the name order. */}
        <select
          id="catalogue-sort"
          name="sort"
          value={sort === defaultSort ? '' : sort}
          onChange={(e) => update({ sort: e.target.value || null })}
        >
          {CATALOGUE_SORTS.filter((s) => searched || s !== 'relevance').map((s) => (
            <option key={s} value={s === defaultSort ? '' : s}>
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
  );
}
