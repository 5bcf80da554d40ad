import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { Review } from '@stockwatt/shared';

export type NewReview = Pick<Review, 'user_name' | 'rating' | 'comment'>;

/** A product's published reviews, and posting one (the list is read again after it). */
export function useReviews(productId: number) {
  const [reviews, setReviews] = useState<Review[]>([]);
  const load = useCallback(() => {
    api<Review[]>(`/products/${productId}/reviews`)
      .then(setReviews)
      .catch((e) => console.error(e));
  }, [productId]);
  useEffect(load, [load]);

  const post = useCallback(
    async (review: NewReview) => {
      await api(`/products/${productId}/reviews`, { method: 'POST', body: review });
      load();
    },
    [productId, load],
  );
  return { reviews, post };
}
