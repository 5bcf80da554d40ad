import { Body, Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SignedIn } from '../access/admin-only.decorator';
import { AuthUser } from '../access/auth-user';
import { CurrentUser } from '../access/current-user.decorator';
import { OptionalJwtAuthGuard } from '../access/jwt-auth.guard';
import { CreateQuoteDto } from './dto/create-quote.dto';
import { MyQuoteDto, QuoteAcceptedDto } from './dto/quote-views.dto';
import { QUOTE_MESSAGES as M } from './quotes.messages';
import { QuoteInputPipe } from './quote-input.pipe';
import { QuoteThrottlerGuard } from './quote-throttler.guard';
import { parseIdempotencyKey, QuotesService } from './quotes.service';

@ApiTags('quotes')
@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  /**
   * The body is typed `Readonly<…>` so the global ValidationPipe skips it and QuoteInputPipe
   * answers with the spec's message.
   */
  @Post()
  @HttpCode(202)
  @UseGuards(QuoteThrottlerGuard, OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiBody({ type: CreateQuoteDto })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Une même clé renvoie la même demande (double envoi)' })
  @ApiAcceptedResponse({ type: QuoteAcceptedDto, description: 'Demande enregistrée ; elle sera transmise au service de formulaire' })
  @ApiBadRequestResponse({ description: M.required })
  @ApiTooManyRequestsResponse({ description: M.tooManyRequests })
  create(
    @Body(QuoteInputPipe) input: Readonly<CreateQuoteDto>,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<QuoteAcceptedDto> {
    return this.quotes.create(input, user?.id ?? null, parseIdempotencyKey(idempotencyKey));
  }

  @Get('mine')
  @SignedIn()
  @ApiOkResponse({ type: [MyQuoteDto] })
  mine(@CurrentUser() user: AuthUser): Promise<MyQuoteDto[]> {
    return this.quotes.mine(user.id);
  }
}
