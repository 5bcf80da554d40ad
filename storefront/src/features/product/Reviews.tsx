import styled from 'styled-components';
import type { ProductDetail } from '@stockwatt/shared';
import { Stars } from '../../components/Stars';
import { useI18n } from '../../i18n';
import { ReviewForm } from './ReviewForm';
import { useReviews } from './useReviews';
import { theme } from '../../theme';

const ReviewGrid = styled.div`
  display: grid;
  gap: 28px;
  ${theme.mq.lg} {
    grid-template-columns: 1fr 380px;
  }
  .avg {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-bottom: 12px;
  }
  .avg strong {
    font-size: 34px;
    font-variant-numeric: tabular-nums;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 12px;
  }
  li {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    padding: 14px;
  }
  li header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin-bottom: 6px;
  }
  li time {
    color: ${theme.colors.muted};
    font-size: 13px;
  }
  li p {
    margin: 0;
    white-space: pre-line;
  }
`;

/**
 * The reviews tab: the average and the list of accepted reviews, and the form. A review posted
 * here waits for moderation: the form says so, and nothing on the page changes yet.
 */
export function Reviews({ product }: { product: ProductDetail }) {
  const { t, formatDate, formatNumber } = useI18n();
  const { reviews, post } = useReviews(product.id);
  const avg = reviews.length ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length : product.rating;
  return (
    <ReviewGrid>
      <div>
        <h2>{t('reviews.title')}</h2>
        <div className="avg">
          <strong data-testid="review-average">{t('reviews.average', { avg: formatNumber(avg, 1) })}</strong>
          <Stars rating={Math.round(avg)} size={20} label={t('product.ratingLabel', { rating: formatNumber(avg, 1) })} />
          <span>{t('reviews.basedOn', { count: reviews.length || product.review_count })}</span>
        </div>
        {reviews.length === 0 ? (
          <p>{t('reviews.empty')}</p>
        ) : (
          <ul data-testid="review-list">
            {reviews.map((r) => (
              <li key={r.id}>
                <header>
                  <strong>{r.user_name}</strong>
                  <Stars rating={r.rating} size={14} label={t('product.ratingLabel', { rating: r.rating })} />
                  <time dateTime={r.created_at}>{formatDate(r.created_at, 'long')}</time>
                </header>
                <p>{r.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ReviewForm onSubmit={post} />
    </ReviewGrid>
  );
}
