/**
 * A buyer's review is moderated before the public sees it (react-admin's Posters Galore way):
 * posted `pending`, then `accepted` (shown, counted in the product's rating) or `rejected`. An
 * administrator may move it between any two of them; only `accepted` is public.
 */
export const REVIEW_STATUS = {
  pending: 'pending',
  accepted: 'accepted',
  rejected: 'rejected',
} as const;

export const REVIEW_STATUSES = [REVIEW_STATUS.pending, REVIEW_STATUS.accepted, REVIEW_STATUS.rejected] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly unknown[]).includes(value);
}

/** Shown on the product page and counted in its rating (a review's state before or after a write). */
export function isPublicReview(review: { status?: unknown } | null | undefined): boolean {
  return review?.status === REVIEW_STATUS.accepted;
}
