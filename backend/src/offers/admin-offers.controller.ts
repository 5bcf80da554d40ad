import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../common/admin-list-query';
import { ApiAdminList } from '../common/api-contract';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { currentActor } from '../events/actor-context';
import { AdminQuoteMessageInputDto, OfferInputDto, OfferUpdateDto } from './dto/offer-input.dto';
import { AdminOfferDto, QuoteMessageDto } from './dto/offer-views.dto';
import { OFFER_MESSAGES as M } from './offers.messages';
import { OFFER_SORTS, OffersService } from './offers.service';
import { sendPdf } from './send-pdf';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/offers')
export class AdminOffersController {
  constructor(private readonly offers: OffersService) {}

  /** filter: `quote_id`, `status` (one or a list), `q` (number), `id`. */
  @Get()
  @ApiAdminList('offers', AdminOfferDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminOfferDto[]> {
    const params = parseAdminListQuery(query, OFFER_SORTS, ['version', 'DESC']);
    const { items, total } = await this.offers.list(params);
    setContentRange(res, 'offers', params.skip, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminOfferDto })
  @ApiNotFoundResponse({ description: M.notFound })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminOfferDto> {
    return this.offers.findOne(id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminOfferDto, description: 'Nouveau brouillon (version suivante de la demande)' })
  @ApiBadRequestResponse({ description: M.quoteNotFound })
  @ApiConflictResponse({ description: M.draftExists })
  create(@Body() input: OfferInputDto): Promise<AdminOfferDto> {
    return this.offers.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminOfferDto })
  @ApiNotFoundResponse({ description: M.notFound })
  @ApiConflictResponse({ description: M.notDraft })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: OfferUpdateDto): Promise<AdminOfferDto> {
    return this.offers.update(id, input);
  }

  @Post(':id/send')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminOfferDto, description: 'Numérotée, envoyée par email ; remplace l’offre envoyée avant elle' })
  @ApiNotFoundResponse({ description: M.notFound })
  @ApiConflictResponse({ description: M.notDraft })
  @ApiBadRequestResponse({ description: `${M.noLines} / ${M.validUntilPast}` })
  send(@Param('id', ParseIdPipe) id: number): Promise<AdminOfferDto> {
    return this.offers.send(id);
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Le devis en PDF' })
  @ApiNotFoundResponse({ description: M.notFound })
  async pdf(@Param('id', ParseIdPipe) id: number, @Res() res: FastifyReply): Promise<void> {
    await sendPdf(res, await this.offers.pdf(id));
  }
}

@ApiTags('admin')
@AdminOnly()
@Controller('admin/quote-messages')
export class AdminQuoteMessagesController {
  constructor(private readonly offers: OffersService) {}

  /** filter: `quote_id` (required: messages are read per quote). */
  @Get()
  @ApiAdminList('quote-messages', QuoteMessageDto)
  async list(@Query() query: AdminListQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<QuoteMessageDto[]> {
    const params = parseAdminListQuery(query, ['id'] as const, ['id', 'ASC']);
    const quoteId = Number(params.filter.quote_id);
    const items = Number.isInteger(quoteId) && quoteId > 0 ? await this.offers.messages(quoteId) : [];
    setContentRange(res, 'quote-messages', 0, items.length, items.length);
    return items;
  }

  @Post()
  @ApiCreatedResponse({ type: QuoteMessageDto, description: 'Réponse de l’équipe, signalée à l’acheteur par email' })
  @ApiBadRequestResponse({ description: M.quoteNotFound })
  create(@Body() input: AdminQuoteMessageInputDto): Promise<QuoteMessageDto> {
    return this.offers.addStaffMessage(input.quote_id, input.body, currentActor());
  }
}
