import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AdminReviewsController } from './admin-reviews.controller';
import { Review } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { ReviewThrottlerGuard } from './review-throttler.guard';
import { ReviewProductLimit } from './review-product-limit';

@Module({
  imports: [TypeOrmModule.forFeature([Review]), CatalogueModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewThrottlerGuard, ReviewProductLimit],
})
export class ReviewsModule {}
