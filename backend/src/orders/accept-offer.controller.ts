import { Body, Controller, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { AuthUser } from '../access/auth-user';
import { CurrentUser } from '../access/current-user.decorator';
import { OwnerOrAnonymousJwtGuard } from '../access/jwt-auth.guard';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { quoteAccess } from '../offers/quote-access';
import { AcceptOfferDto } from '../offers/dto/offer-input.dto';
import { OFFER_MESSAGES as M } from '../offers/offers.messages';
import { MyOrderDto } from './dto/order-views.dto';
import { OrdersService } from './orders.service';

/** The buyer's acceptance, beside the other answers to an offer (offers/buyer-offers.controller.ts): it makes the order. */
@ApiTags('quotes')
@Controller('quotes/:quoteId/offers/:offerId/accept')
@UseGuards(OwnerOrAnonymousJwtGuard)
@ApiBearerAuth()
export class AcceptOfferController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @HttpCode(200)
  @ApiQuery({ name: 'key', required: false, description: 'Clé du lien reçu par email' })
  @ApiOkResponse({ type: MyOrderDto, description: 'La commande créée, son stock réservé' })
  @ApiNotFoundResponse({ description: M.accessDenied })
  @ApiConflictResponse({ description: `${M.expired} / ${M.notAnswerable} / stock insuffisant` })
  accept(
    @Param('quoteId', ParseIdPipe) quoteId: number,
    @Param('offerId', ParseIdPipe) offerId: number,
    @Query('key') key: unknown,
    @Body() input: AcceptOfferDto,
    @Req() req: FastifyRequest,
    @CurrentUser() user?: AuthUser,
  ): Promise<MyOrderDto> {
    return this.orders.acceptOffer({ quoteId, offerId }, input, req.ip, quoteAccess(user, key));
  }
}
