import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { Review } from '@stockwatt/shared';

/** What the form sends: the review, and the honeypot field people never see (left empty). */
export type NewReview = Pick<Review, 'user_name' | 'rating' | 'comment'> & { website: string };

/** A product's accepted reviews, and posting one (pending until moderated: the list stays as it is). */
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
    },
    [productId],
  );
  return { reviews, post };
}
