import { ApiProperty } from '@nestjs/swagger';
import { Review } from '../review.entity';
import { AdminReviewView } from '../reviews.service';

/** A published review (the stored row, without the product relation). */
export class ReviewViewDto implements Omit<Review, 'product'> {
  @ApiProperty() id: number;
  @ApiProperty() product_id: number;
  @ApiProperty() user_name: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() comment: string;
  @ApiProperty() created_at: Date;
}

/** A review in the back office: with its product's name (null once the product is gone). */
export class AdminReviewViewDto extends ReviewViewDto implements AdminReviewView {
  @ApiProperty({ nullable: true, type: String }) product_name: string | null;
}
