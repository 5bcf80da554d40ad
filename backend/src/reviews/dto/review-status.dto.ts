import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_STATUSES, type ReviewStatus } from '@stockwatt/shared';
import { IsIn } from 'class-validator';
import { REVIEW_MESSAGES as M } from '../reviews.messages';

/** A moderation: PUT /api/admin/reviews/:id, or the same body for several (PUT /api/admin/reviews?filter={"id":[…]}). */
export class ReviewStatusDto {
  @ApiProperty({ enum: REVIEW_STATUSES, description: 'accepted : publié et compté dans la note ; rejected : jamais montré' })
  @IsIn(REVIEW_STATUSES, { message: M.statusInvalid })
  status: ReviewStatus;
}
