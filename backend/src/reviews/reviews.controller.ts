import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ReviewInputDto } from './dto/review-input.dto';
import { Review } from './review.entity';
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
  @ApiCreatedResponse({ description: 'Avis publié avec succès !' })
  add(@Param('id', ParseIdPipe) productId: number, @Body() input: ReviewInputDto): Promise<Review> {
    return this.reviews.add(productId, input);
  }
}
