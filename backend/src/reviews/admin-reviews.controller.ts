import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAdminList } from '../common/api-contract';
import { AdminReviewViewDto } from './dto/review-view.dto';
import { ReviewStatusDto } from './dto/review-status.dto';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, asList, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { badRequest } from '../common/validation';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminReviewView, REVIEW_SORTS, ReviewsService } from './reviews.service';
import { REVIEW_MESSAGES as M } from './reviews.messages';

const MAX_INT4 = 2147483647;

@ApiTags('admin')
@AdminOnly()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** ra-data-simple-rest list; filter: q, id, product_id, rating, status (the moderation list: `pending`). */
  @Get()
  @ApiAdminList('reviews', AdminReviewViewDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminReviewView[]> {
    const params = parseAdminListQuery(query, REVIEW_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.reviews.list(params);
    setContentRange(res, 'reviews', params.skip, items.length, total);
    return items;
  }

  /** Bulk moderation: the reviews of `filter={"id":[…]}` moved to one status, in one transaction; answers their ids. */
  @Put()
  @ApiQuery({ name: 'filter', required: true, type: String, example: '{"id":[12,13]}' })
  @ApiOkResponse({ type: [Number], description: 'Les identifiants des avis modérés (un identifiant inconnu est ignoré)' })
  async moderateMany(@Query('filter') filter: unknown, @Body() input: ReviewStatusDto): Promise<number[]> {
    const moderated = await this.reviews.moderateMany(idsOf(filter), input.status);
    return moderated.map((r) => r.id);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminReviewViewDto })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminReviewView> {
    return this.reviews.findOne(id);
  }

  /** Accept, reject (or set back to pending) one review. */
  @Put(':id')
  @ApiOkResponse({ type: AdminReviewViewDto, description: 'L’avis modéré' })
  moderate(@Param('id', ParseIdPipe) id: number, @Body() input: ReviewStatusDto): Promise<AdminReviewView> {
    return this.reviews.moderate(id, input.status);
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminReviewViewDto, description: 'L’avis supprimé' })
  remove(@Param('id', ParseIdPipe) id: number): Promise<AdminReviewView> {
    return this.reviews.remove(id);
  }
}

/** `{"id":[12,13]}` (or `{"id":12}`) → [12, 13]; anything else is a 400 naming the expected shape. */
function idsOf(filter: unknown): number[] {
  let parsed: unknown;
  try {
    parsed = typeof filter === 'string' ? JSON.parse(filter) : undefined;
  } catch {
    parsed = undefined;
  }
  const ids = asList((parsed as { id?: unknown } | undefined)?.id ?? null);
  const valid = ids?.length && ids.every((id) => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_INT4);
  if (!valid || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(`filter: ${M.idsRequired}`, { filter: M.idsRequired });
  }
  return [...new Set(ids as number[])];
}
