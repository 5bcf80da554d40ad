import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ReviewInputDto } from './dto/review-input.dto';
import { Review } from './review.entity';
import { ReviewThrottlerGuard } from './review-throttler.guard';
import { ReviewsService } from './reviews.service';
import { ReviewViewDto } from './dto/review-view.dto';
import { REVIEW_MESSAGES as M } from './reviews.messages';
import { PRODUCT_MESSAGES } from '../products/products.messages';

@ApiTags('reviews')
@Controller('products/:id/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOkResponse({ type: [ReviewViewDto], description: 'Les plus récents d’abord' })
  @ApiNotFoundResponse({ description: PRODUCT_MESSAGES.notFound })
  list(@Param('id', ParseIdPipe) productId: number): Promise<Review[]> {
    return this.reviews.listForProduct(productId);
  }

  @Post()
  @UseGuards(ReviewThrottlerGuard)
  @ApiCreatedResponse({ type: ReviewViewDto, description: M.published })
  @ApiTooManyRequestsResponse({ description: 'Trop de tentatives' })
  add(@Param('id', ParseIdPipe) productId: number, @Body() input: ReviewInputDto): Promise<Review> {
    return this.reviews.add(productId, input);
  }
}
