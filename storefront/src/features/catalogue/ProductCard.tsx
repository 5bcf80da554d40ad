import { useId, type ComponentProps } from 'react';
import styled, { keyframes } from 'styled-components';
import type { ProductSummary } from '@stockwatt/shared';
import { useI18n } from '../../i18n';
import { CARD_IMAGE_SIZES, responsive } from '../../lib/images';
import { usePrefs } from '../../lib/prefs';
import { HeartIcon } from '../../components/Icons';
import { Stars } from '../../components/Stars';
import { blockPrimaryButton } from '../../components/ui';
import { Link } from '../../components/Link';
import { theme } from '../../theme';

/** Keeps the grid's pictures out of the layout, and so unrequested, until it ends (see `Grid`). */
const awaitTheApp = keyframes`
  from, to {
    --card-pictures: none;
  }
`;

/*
 * One styled element per card, its parts plain elements under its rule: a page of 12 cards
 * hydrated some 200 styled and router components before the page answered a tap (a phone's
 * 4x CPU: ~60 ms of it).
 */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  transition:
    box-shadow ${theme.transition},
    transform ${theme.transition},
    border-color ${theme.transition};
  &:hover {
    box-shadow: ${theme.shadows.md};
    border-color: #c6d0de;
  }
  .media {
    position: relative;
    display: block;
    aspect-ratio: 4 / 3;
    /* Else the box grows to its picture's own shape once it arrives (the catalogue's are square). */
    overflow: hidden;
    background: linear-gradient(180deg, #f8fafc 0%, #e6ebf1 100%);
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    /* none while the grid waits for the app (Grid's awaitTheApp) */
    display: var(--card-pictures, block);
    transition: transform 200ms ease;
  }
  .media:hover img {
    transform: scale(1.03);
  }
  .discount {
    position: absolute;
    top: 10px;
    left: 10px;
    background: ${theme.colors.red};
    color: #fff;
    font-weight: 800;
    font-size: 13px;
    padding: 3px 8px;
    border-radius: 6px;
    font-variant-numeric: tabular-nums;
  }
  .fav {
    position: absolute;
    top: 8px;
    right: 8px;
    width: 38px;
    height: 38px;
    border-radius: 50%;
    border: 1px solid ${theme.colors.border};
    background: rgba(255, 255, 255, 0.95);
    color: ${theme.colors.muted};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    transition:
      color ${theme.transition},
      transform ${theme.transition};
  }
  .fav:hover {
    color: ${theme.colors.red};
    transform: scale(1.06);
  }
  .fav[aria-pressed='true'] {
    color: ${theme.colors.red};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 12px 12px 14px;
    flex: 1;
    ${theme.mq.md} {
      padding: 14px 16px 16px;
    }
  }
  .brand {
    margin: 0;
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.colors.muted};
  }
  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 650;
    line-height: 1.3;
    min-height: calc(1.3em * 2);
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  h3 a {
    color: ${theme.colors.navy};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  .rating {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 13px;
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  .price {
    position: relative;
    margin-top: 4px;
    height: 44px;
    border-radius: 8px;
    background: ${theme.colors.bg};
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
  }
  .blur {
    filter: blur(6px);
    font-size: 20px;
    font-weight: 800;
    color: ${theme.colors.navy};
    user-select: none;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .overlay {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    font-weight: 700;
    font-size: 14px;
    color: ${theme.colors.navy};
  }
  .overlay span {
    background: rgba(255, 255, 255, 0.92);
    padding: 4px 10px;
    border-radius: 999px;
    box-shadow: ${theme.shadows.sm};
  }
  .ref {
    /* With the body's gap, the 18 px the quote button keeps above it. */
    margin: 0 0 12px;
    font-family: ${theme.mono};
    font-size: 12px;
    color: ${theme.colors.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .quote {
    ${blockPrimaryButton}
    margin-top: auto;
    font-size: 14px;
    padding: 0 10px;
  }
`;

/** The stock line's colour follows what the API decided (stock_display): one static rule, no class per line. */
const Stock = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  font-weight: 600;
  color: ${theme.colors.green};
  &[data-stock='on_order'] {
    color: ${theme.colors.red};
  }
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    flex-shrink: 0;
  }
`;

/** The shop's stock line, as the API decided it (stock_display). */
export function StockLine({ product }: { product: Pick<ProductSummary, 'stock_display' | 'stock_quantity'> }) {
  const { t } = useI18n();
  return (
    <Stock data-stock={product.stock_display} data-testid="stock">
      {product.stock_display === 'in_stock' ? t('card.stock', { count: product.stock_quantity }) : t('card.onOrder')}
    </Stock>
  );
}

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t, formatPrice } = useI18n();
  const { tax, isFavourite, toggleFavourite } = usePrefs();
  const fav = isFavourite(product.id);
  const price = tax === 'HT' ? product.price_ht : product.price_ttc;
  const img = product.image_card_url ?? product.image_url ?? '/favicon.svg';
  const original = tax === 'HT' ? product.original_price_ht : product.original_price_ttc;
  const nameId = useId();
  const href = `/product/${product.id}`;
  return (
    <Card data-testid="product-card" aria-labelledby={nameId}>
      <Link className="media" to={href} tabIndex={-1} aria-hidden="true">
        <img
          src={img}
          {...responsive(product.image_srcset, CARD_IMAGE_SIZES)}
          alt={product.name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
        {product.discount_percent ? (
          // The image link is hidden from assistive technology: the price box announces the discount.
          <span className="discount" data-testid="discount">{`-${product.discount_percent}%`}</span>
        ) : null}
      </Link>
      <button
        className="fav"
        type="button"
        aria-pressed={fav}
        aria-label={fav ? t('card.favRemove', { name: product.name }) : t('card.favAdd', { name: product.name })}
        onClick={() => toggleFavourite(product.id)}
        data-testid="fav-button"
      >
        <HeartIcon filled={fav} />
      </button>
      <div className="body">
        <p className="brand">{product.brand}</p>
        <h3>
          <Link to={href} id={nameId}>
            {product.name}
          </Link>
        </h3>
        <div className="rating">
          <Stars rating={product.rating} size={14} label={t('card.rating', { rating: product.rating, count: product.review_count })} />
          <span aria-hidden="true">{`(${product.review_count})`}</span>
        </div>
        <StockLine product={product} />
        <div className="price">
          <span className="blur" aria-hidden="true">
            {`${formatPrice(price)} ${tax}`}
          </span>
          <span className="overlay">
            <span>{t('card.priceOnQuote')}</span>
          </span>
          {product.discount_percent ? (
            <span className="sr-only" data-testid="discount-announce">
              {t('card.discount', { n: product.discount_percent }) +
                (original ? `, ${t('card.struckPrice', { price: `${formatPrice(original)} ${tax}` })}` : '')}
            </span>
          ) : null}
        </div>
        <p className="ref">{t('card.ref', { ref: product.reference })}</p>
        <Link
          className="quote"
          to={`/demande-devis?ref=${encodeURIComponent(product.reference)}`}
          aria-label={t('card.quoteFor', { name: product.name })}
        >
          {t('card.quote')}
        </Link>
      </div>
    </Card>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > li {
    display: flex;
    flex-direction: column;
    min-width: 0;
    /* Cards out of view are laid out and painted when scrolled near: the first paint of a page of
       12 (at 390 px, only the hero is in view) skips most of the grid's layout. */
    content-visibility: auto;
    contain-intrinsic-block-size: auto 420px;
  }
  /*
   * On a phone every card is below the first screen, yet Chromium fetches lazy pictures up to
   * 1,250-2,500 px below it: four of them took a Slow 4G link from the app's chunks and the main
   * thread from its hydration (55 ms of the home page answering input). They wait for the app
   * (data-hydrated, boot.tsx), in the box of their size; without scripts they load as before, and
   * if the app never comes, after 3 s. One animation for the grid, which its pictures read through
   * a custom property: one per picture cost the phone's first render 45 ms of style at 4x CPU.
   */
  ${theme.mq.mobile} {
    @media (scripting: enabled) {
      html:not([data-hydrated]) & {
        animation: ${awaitTheApp} 3s;
      }
    }
  }
  ${theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 16px;
  }
  ${theme.mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${theme.mq.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Skeleton = styled.li`
  height: 420px;
  border-radius: ${theme.radii.md};
  background: linear-gradient(90deg, #eef2f7 0%, #f7f9fc 50%, #eef2f7 100%);
  background-size: 200% 100%;
`;

/**
 * Product cards in the shop's responsive grid (the home catalogue, the favourites page). It
 * lives beside the card so the pages that show cards share one chunk: in a module of its own
 * it was one more request, and 0.6 kB more, on the home page's first load.
 */
export function ProductGrid({ products, ...props }: { products: ProductSummary[] } & ComponentProps<typeof Grid>) {
  return (
    <Grid {...props}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </Grid>
  );
}

/** Card-sized placeholders while the first page loads (the grid keeps its height, nothing jumps). */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <Grid aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} />
      ))}
    </Grid>
  );
}
