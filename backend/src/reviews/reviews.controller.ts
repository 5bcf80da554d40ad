import { Body, Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ReviewInputDto } from './dto/review-input.dto';
import { ReviewThrottlerGuard } from './review-throttler.guard';
import { ReviewProductLimit } from './review-product-limit';
import { PostedReview, PublicReview, ReviewsService } from './reviews.service';
import { ReviewPostedDto, ReviewViewDto } from './dto/review-view.dto';
import { REVIEW_MESSAGES as M } from './reviews.messages';
import { PRODUCT_MESSAGES } from '../products/products.messages';

@ApiTags('reviews')
@Controller('products/:id/reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly perProduct: ReviewProductLimit,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ReviewViewDto], description: 'Les avis validés par la modération, les plus récents d’abord' })
  @ApiNotFoundResponse({ description: PRODUCT_MESSAGES.notFound })
  list(@Param('id', ParseIdPipe) productId: number): Promise<PublicReview[]> {
    return this.reviews.listForProduct(productId);
  }

  @Post()
  @UseGuards(ReviewThrottlerGuard)
  @ApiCreatedResponse({ type: ReviewPostedDto, description: M.received })
  @ApiNotFoundResponse({ description: PRODUCT_MESSAGES.notFound })
  @ApiTooManyRequestsResponse({ description: 'Trop d’avis de cette adresse : par minute, ou sur ce produit par jour' })
  async add(
    @Param('id', ParseIdPipe) productId: number,
    @Body() input: ReviewInputDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PostedReview> {
    await this.perProduct.consume(req.ip, productId, res);
    return this.reviews.add(productId, input);
  }
}
