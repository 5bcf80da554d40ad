import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { SignedIn } from '../access/admin-only.decorator';
import { AuthUser } from '../access/auth-user';
import { CurrentUser } from '../access/current-user.decorator';
import { OwnerOrAnonymousJwtGuard } from '../access/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { DeclineOfferDto, QuoteMessageInputDto } from './dto/offer-input.dto';
import { BuyerOfferDto, MyOfferDto, QuoteMessageDto, QuoteThreadDto } from './dto/offer-views.dto';
import { OFFER_MESSAGES as M } from './offers.messages';
import { OffersService } from './offers.service';
import { quoteAccess } from './quote-access';
import { sendPdf } from './send-pdf';

/**
 * A quote's buyer follows it here: signed in as its owner, or with the key of the link its
 * mails carry (`?key=`, for a request sent without an account).
 */
@ApiTags('quotes')
@Controller('quotes/:quoteId')
@UseGuards(OwnerOrAnonymousJwtGuard)
@ApiBearerAuth()
@ApiQuery({ name: 'key', required: false, description: 'Clé du lien reçu par email' })
@ApiNotFoundResponse({ description: M.accessDenied })
export class BuyerOffersController {
  constructor(private readonly offers: OffersService) {}

  @Get('thread')
  @ApiOkResponse({ type: QuoteThreadDto })
  thread(
    @Param('quoteId', ParseIdPipe) quoteId: number,
    @Query('key') key: unknown,
    @CurrentUser() user?: AuthUser,
  ): Promise<QuoteThreadDto> {
    return this.offers.thread(quoteId, quoteAccess(user, key));
  }

  @Get('offers/:offerId/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'Le devis en PDF' })
  async pdf(
    @Param('quoteId', ParseIdPipe) quoteId: number,
    @Param('offerId', ParseIdPipe) offerId: number,
    @Query('key') key: unknown,
    @Res() res: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ): Promise<void> {
    await sendPdf(res, await this.offers.buyerPdf(quoteId, offerId, quoteAccess(user, key)));
  }

  @Post('offers/:offerId/decline')
  @HttpCode(200)
  @ApiOkResponse({ type: BuyerOfferDto })
  @ApiConflictResponse({ description: `${M.expired} / ${M.notAnswerable}` })
  decline(
    @Param('quoteId', ParseIdPipe) quoteId: number,
    @Param('offerId', ParseIdPipe) offerId: number,
    @Query('key') key: unknown,
    @Body() input: DeclineOfferDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<BuyerOfferDto> {
    return this.offers.decline(quoteId, offerId, input.reason, quoteAccess(user, key));
  }

  @Post('offers/:offerId/changes')
  @HttpCode(200)
  @ApiOkResponse({ type: BuyerOfferDto, description: 'Modification demandée ; le message est joint à la demande' })
  @ApiConflictResponse({ description: `${M.expired} / ${M.notAnswerable}` })
  requestChanges(
    @Param('quoteId', ParseIdPipe) quoteId: number,
    @Param('offerId', ParseIdPipe) offerId: number,
    @Query('key') key: unknown,
    @Body() input: QuoteMessageInputDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<BuyerOfferDto> {
    return this.offers.requestChanges(quoteId, offerId, input.body, quoteAccess(user, key));
  }

  @Post('messages')
  @ApiOkResponse({ type: QuoteMessageDto })
  message(
    @Param('quoteId', ParseIdPipe) quoteId: number,
    @Query('key') key: unknown,
    @Body() input: QuoteMessageInputDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<QuoteMessageDto> {
    return this.offers.addBuyerMessage(quoteId, input.body, quoteAccess(user, key));
  }
}

@ApiTags('quotes')
@Controller('offers')
export class MyOffersController {
  constructor(private readonly offers: OffersService) {}

  @Get('mine')
  @SignedIn()
  @ApiOkResponse({ type: [MyOfferDto], description: 'L’offre la plus récente de chacune de vos demandes' })
  mine(@CurrentUser() user: AuthUser): Promise<MyOfferDto[]> {
    return this.offers.mine(user.id);
  }
}
