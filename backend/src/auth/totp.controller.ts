import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly } from '../access/admin-only.decorator';
import { AuthUser } from '../access/auth-user';
import { CurrentUser } from '../access/current-user.decorator';
import { OptionalJwtAuthGuard } from '../access/jwt-auth.guard';
import { COMMON_MESSAGES as M } from '../common/common.messages';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { AuthIpThrottlerGuard } from '../throttling/auth-ip-throttler.guard';
import { AuthThrottlerGuard } from '../throttling/auth-throttler.guard';
import { authMessages } from './auth.messages';
import { Session } from './auth.service';
import { LoginResponseDto } from './dto/login.dto';
import {
  TotpCodeDto,
  TotpConfirmDto,
  TotpEnabledDto,
  TotpLoginDto,
  TotpSetupDto,
  TotpSetupResponseDto,
  TotpStatusDto,
} from './dto/totp.dto';
import { setRefreshCookie } from './refresh-cookie';
import { TotpCaller, TotpService } from './totp.service';

const TOO_MANY = {
  description:
    'Trop de tentatives : 5 par minute et par adresse IP sur chaque route, puis une attente croissante par compte après 5 codes faux',
};

/** The administrators' second factor: the sign-in's code step, and its setup, state and removal. */
@ApiTags('auth')
@Controller('auth')
export class TotpController {
  constructor(
    private readonly totp: TotpService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login/totp')
  @HttpCode(200)
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)
  @ApiOperation({
    summary:
      'Deuxième étape de la connexion : le code à 6 chiffres (ou un code de secours, une seule fois) avec le `mfaToken` de POST /api/auth/login',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: `${authMessages.totpCodeInvalid} / ${authMessages.mfaTokenInvalid}` })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async login(
    @Body() input: TotpLoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponseDto> {
    return this.withCookie(res, await this.totp.signIn(input.mfaToken, input.code, req.headers['user-agent']));
  }

  @Get('totp')
  @AdminOnly()
  @ApiOperation({ summary: 'État de la double authentification du compte connecté' })
  @ApiOkResponse({ type: TotpStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<TotpStatusDto> {
    return this.totp.status(user.id);
  }

  @Post('totp/setup')
  @HttpCode(200)
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard, OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Nouveau secret TOTP : QR code, adresse otpauth:// et secret (montrés cette seule fois)',
    description:
      'Administrateur connecté (Bearer), ou jeton `mfaToken` de l’étape `setup` quand la connexion exige la double authentification.',
  })
  @ApiOkResponse({ type: TotpSetupResponseDto })
  @ApiUnauthorizedResponse({ description: M.authRequired })
  @ApiForbiddenResponse({ description: authMessages.totpAdminsOnly })
  @ApiConflictResponse({ description: authMessages.totpAlreadyEnabled })
  @ApiTooManyRequestsResponse(TOO_MANY)
  setup(@Body() input: TotpSetupDto, @CurrentUser() user?: AuthUser): Promise<TotpSetupResponseDto> {
    return this.totp.setup(this.whoAsks(input, user));
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard, OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Active la double authentification avec un premier code juste; répond les 10 codes de secours (une seule fois)',
    description: 'Avec le jeton `mfaToken` de l’étape `setup`, ouvre aussi la session (`session`, cookie de rafraîchissement).',
  })
  @ApiOkResponse({ type: TotpEnabledDto })
  @ApiUnauthorizedResponse({ description: M.authRequired })
  @ApiForbiddenResponse({ description: authMessages.totpAdminsOnly })
  @ApiConflictResponse({ description: authMessages.totpAlreadyEnabled })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async confirm(
    @Body() input: TotpConfirmDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ): Promise<TotpEnabledDto> {
    const { newSession, recoveryCodes } = await this.totp.confirm(this.whoAsks(input, user), input.code, req.headers['user-agent']);
    return newSession ? { recoveryCodes, session: this.withCookie(res, newSession) } : { recoveryCodes };
  }

  @Delete('totp')
  @HttpCode(204)
  @AdminOnly()
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)
  @ApiOperation({
    summary: 'Désactive la double authentification avec un code (ou un code de secours)',
    description: 'Là où elle est obligatoire, toutes les sessions du compte sont fermées : la prochaine connexion la configure à nouveau.',
  })
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse(TOO_MANY)
  async disable(@Body() input: TotpCodeDto, @CurrentUser() user: AuthUser): Promise<void> {
    await this.totp.disable(user.id, input.code);
  }

  /** The setup step's token when the body has one, else the signed-in account. */
  private whoAsks(input: TotpSetupDto, user?: AuthUser): TotpCaller {
    if (input.mfaToken) return { mfaToken: input.mfaToken };
    if (user) return { userId: user.id };
    throw new UnauthorizedException(M.authRequired);
  }

  private withCookie(res: FastifyReply, session: Session): LoginResponseDto {
    const { refreshToken, refreshExpiresAt, ...answer } = session;
    setRefreshCookie(res, this.config, refreshToken, refreshExpiresAt);
    return answer;
  }
}
