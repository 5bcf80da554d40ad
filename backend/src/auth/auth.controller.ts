import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiExtraModels,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { AuthIpThrottlerGuard } from '../throttling/auth-ip-throttler.guard';
import { AuthThrottlerGuard } from '../throttling/auth-throttler.guard';
import { SignedIn } from '../access/admin-only.decorator';
import { authMessages } from './auth.messages';
import { AuthUser } from '../access/auth-user';
import { AuthService, isMfaChallenge, Session } from './auth.service';
import { CurrentUser } from '../access/current-user.decorator';
import { EmailDto, MessageResponseDto, ResetPasswordDto, SignupDto, TokenDto } from './dto/account.dto';
import { AuthUserDto, LoginDto, LoginResponseDto, MfaChallengeDto } from './dto/login.dto';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie';
import { SameOrigin } from './same-origin.guard';

const TOO_MANY = { description: 'Trop de tentatives (5 par minute pour une même adresse IP et un même email)' };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)
  @ApiOperation({
    summary: 'Connexion; pose le cookie httpOnly de rafraîchissement (sw_refresh, path /api/auth)',
    description:
      'Un administrateur dont la double authentification est active reçoit `{mfaRequired, mfaStep: "code", mfaToken}` et aucune session : ' +
      'POST /api/auth/login/totp termine la connexion. Sans elle, là où elle est obligatoire (ADMIN_TOTP_REQUIRED), `mfaStep: "setup"` : ' +
      'POST /api/auth/totp/setup puis /api/auth/totp/confirm avec ce jeton.',
  })
  @ApiExtraModels(LoginResponseDto, MfaChallengeDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(LoginResponseDto) }, { $ref: getSchemaPath(MfaChallengeDto) }] } })
  @ApiUnauthorizedResponse({ description: authMessages.invalidCredentials })
  @ApiForbiddenResponse({ description: 'Email non confirmé (error EmailNotConfirmed) ou compte désactivé (error AccountDisabled)' })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async login(
    @Body() input: LoginDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponseDto | MfaChallengeDto> {
    const answer = await this.auth.login(input.email, input.password, req.headers['user-agent']);
    return isMfaChallenge(answer) ? answer : this.withCookie(res, answer);
  }

  @Post('signup')
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)
  @ApiOperation({ summary: 'Crée un compte pro et envoie l’email de confirmation (même réponse si l’adresse est déjà prise)' })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: 'Email invalide, mot de passe trop court ou trop courant (fields)' })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async signup(@Body() input: SignupDto): Promise<MessageResponseDto> {
    await this.auth.signup(input.email, input.password);
    return { message: authMessages.signedUp };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirme l’adresse email avec le jeton du lien /confirmer-email?token=…' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: authMessages.confirmTokenInvalid })
  async confirm(@Body() input: TokenDto): Promise<MessageResponseDto> {
    await this.auth.confirmEmail(input.token);
    return { message: authMessages.emailConfirmed };
  }

  @Post('resend-confirmation')
  @HttpCode(200)
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async resendConfirmation(@Body() input: EmailDto): Promise<MessageResponseDto> {
    await this.auth.resendConfirmation(input.email);
    return { message: authMessages.confirmationResent };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)
  @ApiOperation({ summary: 'Envoie le lien /mot-de-passe?token=… (valable 1 h); même réponse pour une adresse inconnue' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async forgotPassword(@Body() input: EmailDto): Promise<MessageResponseDto> {
    await this.auth.forgotPassword(input.email);
    return { message: authMessages.resetRequested };
  }

  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(AuthIpThrottlerGuard, AuthThrottlerGuard)
  @ApiOperation({ summary: 'Nouveau mot de passe avec le jeton reçu; toutes les sessions du compte sont fermées' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: authMessages.resetTokenInvalid })
  @ApiTooManyRequestsResponse(TOO_MANY)
  async resetPassword(@Body() input: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.auth.resetPassword(input.token, input.password);
    return { message: authMessages.passwordReset };
  }

  @Post('refresh')
  @HttpCode(200)
  @SameOrigin()
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'Échange le cookie de rafraîchissement contre un nouveau jeton d’accès et un nouveau cookie' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: authMessages.sessionExpired })
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<LoginResponseDto> {
    try {
      return this.withCookie(res, await this.auth.refresh(this.cookie(req), req.headers['user-agent']));
    } catch (error) {
      clearRefreshCookie(res, this.config);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @SameOrigin()
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'Déconnexion de cet appareil (révoque le cookie de rafraîchissement)' })
  @ApiNoContentResponse()
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.auth.logout(this.cookie(req));
    clearRefreshCookie(res, this.config);
  }

  @Post('logout-all')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: 'Déconnexion globale: tous les jetons de rafraîchissement et d’accès du compte' })
  @ApiNoContentResponse()
  async logoutAll(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.auth.logoutAll(user.id);
    clearRefreshCookie(res, this.config);
  }

  @Get('me')
  @SignedIn()
  @ApiOkResponse({ type: AuthUserDto })
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }

  private cookie(req: FastifyRequest): string | undefined {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
    return typeof value === 'string' && value ? value : undefined;
  }

  private withCookie(res: FastifyReply, session: Session): LoginResponseDto {
    const { refreshToken, refreshExpiresAt, ...answer } = session;
    setRefreshCookie(res, this.config, refreshToken, refreshExpiresAt);
    return answer;
  }
}
