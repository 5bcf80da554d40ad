import { describe, expect, it } from 'vitest';
import { isPublicReview, isReviewStatus, REVIEW_STATUSES } from './review-status.js';

describe('review statuses', () => {
  it('knows the three statuses and nothing else', () => {
    expect(REVIEW_STATUSES).toEqual(['pending', 'accepted', 'rejected']);
    expect(REVIEW_STATUSES.every(isReviewStatus)).toBe(true);
    expect(isReviewStatus('published')).toBe(false);
    expect(isReviewStatus(undefined)).toBe(false);
  });

  it('makes only an accepted review public, before or after a write (null: created or deleted)', () => {
    expect(isPublicReview({ status: 'accepted' })).toBe(true);
    expect(isPublicReview({ status: 'pending' })).toBe(false);
    expect(isPublicReview({ status: 'rejected' })).toBe(false);
    expect(isPublicReview(null)).toBe(false);
    expect(isPublicReview({})).toBe(false);
  });
});
