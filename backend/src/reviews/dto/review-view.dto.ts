import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_STATUS, REVIEW_STATUSES, type ReviewStatus } from '@stockwatt/shared';
import { Review } from '../review.entity';
import { AdminReviewView } from '../reviews.service';

/** A published review as the shop lists it (the stored row, without its product or its status: always accepted). */
export class ReviewViewDto implements Omit<Review, 'product' | 'status'> {
  @ApiProperty() id: number;
  @ApiProperty() product_id: number;
  @ApiProperty() user_name: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() comment: string;
  @ApiProperty() created_at: Date;
}

/** The answer to a buyer's review: received, shown once a moderator accepts it. */
export class ReviewPostedDto extends ReviewViewDto {
  @ApiProperty({ enum: [REVIEW_STATUS.pending], description: 'Toujours pending : l’avis attend sa modération' })
  status: typeof REVIEW_STATUS.pending;
}

/** A review in the back office: with its moderation status and its product's name (null once the product is gone). */
export class AdminReviewViewDto extends ReviewViewDto implements AdminReviewView {
  @ApiProperty({ enum: REVIEW_STATUSES }) status: ReviewStatus;
  @ApiProperty({ nullable: true, type: String }) product_name: string | null;
}
