import { Controller, Delete, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdminList } from '../common/api-contract';
import { AdminReviewViewDto } from './dto/review-view.dto';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminReviewView, REVIEW_SORTS, ReviewsService } from './reviews.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiAdminList('reviews', AdminReviewViewDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminReviewView[]> {
    const params = parseAdminListQuery(query, REVIEW_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.reviews.list(params);
    setContentRange(res, 'reviews', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminReviewViewDto })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminReviewView> {
    return this.reviews.findOne(id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminReviewViewDto, description: 'L’avis supprimé' })
  remove(@Param('id', ParseIdPipe) id: number): Promise<AdminReviewView> {
    return this.reviews.remove(id);
  }
}
