import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ReviewInputDto } from './dto/review-input.dto';
import { Review } from './review.entity';
import { ReviewThrottlerGuard } from './review-throttler.guard';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('products/:id/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiNotFoundResponse({ description: 'Produit non trouvé' })
  list(@Param('id', ParseIdPipe) productId: number): Promise<Review[]> {
    return this.reviews.listForProduct(productId);
  }

  @Post()
  @UseGuards(ReviewThrottlerGuard)
  @ApiCreatedResponse({ description: 'Avis publié avec succès !' })
  @ApiTooManyRequestsResponse({ description: 'Trop de tentatives' })
  add(@Param('id', ParseIdPipe) productId: number, @Body() input: ReviewInputDto): Promise<Review> {
    return this.reviews.add(productId, input);
  }
}
