import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdminList } from '../common/api-contract';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AdminQuoteDto } from './dto/quote-views.dto';
import { QUOTE_MESSAGES as M } from './quotes.messages';
import { QUOTE_SORTS, QuotesService } from './quotes.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/quotes')
export class AdminQuotesController {
  constructor(private readonly quotes: QuotesService) {}

  /** filter: `q` (name, email, company, subject, reference, phone), `status` (one or a list), `id`, `user_id`, `client_type`, `is_spam` (true | 'all'). */
  @Get()
  @ApiAdminList('quotes', AdminQuoteDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminQuoteDto[]> {
    const params = parseAdminListQuery(query, QUOTE_SORTS, ['created_at', 'DESC']);
    const { items, total } = await this.quotes.list(params);
    setContentRange(res, 'quotes', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminQuoteDto })
  @ApiNotFoundResponse({ description: M.notFound })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminQuoteDto> {
    return this.quotes.findOne(id);
  }

  @Post(':id/resend')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminQuoteDto, description: 'Nouvel envoi en file (statut reçu)' })
  @ApiNotFoundResponse({ description: M.notFound })
  @ApiConflictResponse({ description: `${M.alreadySending} / ${M.noFormService}` })
  resend(@Param('id', ParseIdPipe) id: number): Promise<AdminQuoteDto> {
    return this.quotes.resend(id);
  }

  @Post(':id/handled')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminQuoteDto, description: 'Statut traité' })
  @ApiNotFoundResponse({ description: M.notFound })
  @ApiConflictResponse({ description: M.notHandleable })
  markHandled(@Param('id', ParseIdPipe) id: number): Promise<AdminQuoteDto> {
    return this.quotes.markHandled(id);
  }
}
