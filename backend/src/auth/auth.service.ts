import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import * as argon2 from 'argon2';
import { QueryFailedError } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { badRequest } from '../common/validation';
import { mailMessages } from '../mail/mail.messages';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher';
import { SignInDelays } from './sign-in-delays';
import { authMessages } from './auth.messages';
import { AccessTokenPayload } from '../access/auth-user';
import { LoginResponseDto, MfaChallengeDto } from './dto/login.dto';
import { MfaTokens } from './mfa-tokens';
import { passwordProblem } from './password-policy';
import { RefreshTokensService } from './refresh-tokens.service';
import { UserTokensService } from './user-tokens.service';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const INVALID_CREDENTIALS = authMessages.invalidCredentials;

/** What sign-in and refresh hand to the controller: the JSON answer plus the cookie to set. */
export interface Session extends LoginResponseDto {
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** A right password: the session, or for an administrator the second factor's step first (no session yet). */
export type SignIn = Session | MfaChallengeDto;

export function isMfaChallenge(answer: SignIn): answer is MfaChallengeDto {
  return 'mfaRequired' in answer;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  /** Verified against when the email is unknown, so both answers take the same time. */
  private readonly dummyHash = argon2.hash('stockwatt-timing-equaliser');

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly userTokens: UserTokensService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordHasher,
    private readonly delays: SignInDelays,
    private readonly mfaTokens: MfaTokens,
  ) {}

  /**
   * Unknown email and wrong password get the same 401 after the same argon2 work. Only a caller
   * who knows the password learns that the account is unconfirmed or disabled. An account with
   * a second factor gets its `code` step; an administrator without one, where it is required
   * (ADMIN_TOTP_REQUIRED), its `setup` step: no session either way until the step is done.
   */
  async login(email: string, password: string, userAgent?: string): Promise<SignIn> {
    await this.delays.assertMayTry(email);
    const user = await this.users.findByEmail(email);
    const valid = await this.passwords.verify(user?.password_hash ?? (await this.dummyHash), password);
    if (!user || !valid) {
      await this.delays.failed(email);
      throw new UnauthorizedException(authMessages.invalidCredentials);
    }
    await this.delays.succeeded(email);
    if (user.disabled_at)
      throw new ForbiddenException({ statusCode: 403, error: 'AccountDisabled', message: authMessages.accountDisabled });
    if (!user.email_confirmed_at) {
      throw new ForbiddenException({ statusCode: 403, error: 'EmailNotConfirmed', message: authMessages.emailNotConfirmed });
    }
    if (user.totp_enabled_at) return this.mfaTokens.challenge(user, 'code');
    if (this.lacksRequiredTotp(user)) return this.mfaTokens.challenge(user, 'setup');
    return this.startSession(user, userAgent);
  }

  /** An administrator without the second factor where it is required: no session (sign-in sets it up first). */
  lacksRequiredTotp(user: Pick<User, 'role' | 'totp_enabled_at'>): boolean {
    return this.config.adminTotpRequired && user.role === 'admin' && !user.totp_enabled_at;
  }

  /** A new refresh-token family (one per device sign-in) and an access token. */
  async startSession(user: User, userAgent?: string): Promise<Session> {
    const refresh = await this.refreshTokens.issue(user.id, userAgent);
    return { ...(await this.issueAccessToken(user)), refreshToken: refresh.token, refreshExpiresAt: refresh.expiresAt };
  }

  async issueAccessToken(user: User): Promise<LoginResponseDto> {
    const payload: AccessTokenPayload = { sub: user.id, email: user.email, role: user.role, ts: Date.now() };
    return {
      accessToken: await this.jwt.signAsync(payload),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: { id: user.id, email: user.email, role: user.role },
    };
  }

  async refresh(token: string | undefined, userAgent?: string): Promise<Session> {
    if (!token) throw new UnauthorizedException(authMessages.sessionExpired);
    const result = await this.refreshTokens.rotate(token, userAgent);
    if (!result.ok) {
      if (result.reason === 'reused') this.logger.warn('Refresh token reused: its family is revoked');
      throw new UnauthorizedException(authMessages.sessionExpired);
    }
    const user = await this.users.findById(result.userId);
    if (!user || user.disabled_at) {
      await this.refreshTokens.revokeAllForUser(result.userId);
      throw new UnauthorizedException(authMessages.sessionExpired);
    }
    // A session opened before the second factor became required ends here: the next sign-in sets it up.
    if (this.lacksRequiredTotp(user)) throw new UnauthorizedException(authMessages.sessionExpired);
    return { ...(await this.issueAccessToken(user)), refreshToken: result.next.token, refreshExpiresAt: result.next.expiresAt };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.refreshTokens.revokeByToken(token);
  }

  /** The spec's global sign-out: every refresh token, and access tokens issued before now. */
  async logoutAll(userId: number): Promise<void> {
    await this.users.revokeSessions(userId);
    await this.refreshTokens.revokeAllForUser(userId);
  }

  /**
   * Always the same answer, whether the address is new, unconfirmed or taken (no enumeration);
   * the mailbox owner learns which by mail.
   */
  async signup(email: string, password: string): Promise<void> {
    const existing = await this.users.findByEmail(email);
    if (existing) {
      await this.passwords.hash(password); // same work as a real sign-up
      await this.mailExistingAccount(existing);
      return;
    }
    let user: User;
    try {
      user = await this.users.create(email, password, 'pro', false);
    } catch (error) {
      const duplicate = error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
      if (!duplicate) throw error;
      const raced = await this.users.findByEmail(email);
      if (raced) await this.mailExistingAccount(raced);
      return;
    }
    await this.sendConfirmation(user);
  }

  /** Like forgotPassword: answered before the link and the mail, done for a known address only. */
  async resendConfirmation(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.email_confirmed_at || user.disabled_at) return;
    void this.sendConfirmation(user).catch((error: Error) => this.logger.error(`Confirmation mail not sent: ${error.message}`));
  }

  async confirmEmail(token: string): Promise<void> {
    const userId = await this.userTokens.consume(token, 'confirm_email');
    if (!userId) throw badRequest(authMessages.confirmTokenInvalid, { token: authMessages.confirmTokenInvalid });
    await this.users.markEmailConfirmed(userId);
  }

  /**
   * The same answer, after the same lookup, for any address. The link (a database write) and the
   * mail (a queue write) are made for a known address only, so the answer does not wait for them:
   * awaited, their time would tell which addresses have an account.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.disabled_at) return;
    const mailLink = async () => {
      const token = await this.userTokens.create(user.id, 'reset_password');
      await this.mail.send(user.email, mailMessages.resetPassword(this.link('/mot-de-passe', token)));
    };
    void mailLink().catch((error: Error) => this.logger.error(`Reset mail not sent: ${error.message}`));
  }

  /** New password; the link also proves the mailbox, and every session of the account ends. */
  async resetPassword(token: string, password: string): Promise<void> {
    // Checked against the account's email before the link is used up, so a refused password can be retried.
    const owner = await this.users.findById((await this.userTokens.peek(token, 'reset_password')) ?? NaN);
    const problem = owner && passwordProblem(password, owner.email);
    if (problem) throw badRequest(`password: ${problem}`, { password: problem });
    const userId = await this.userTokens.consume(token, 'reset_password');
    if (!userId) throw badRequest(authMessages.resetTokenInvalid, { token: authMessages.resetTokenInvalid });
    await this.users.setPassword(userId, password);
    await this.userTokens.invalidate(userId, 'reset_password');
    await this.logoutAll(userId);
  }

  private async mailExistingAccount(user: User): Promise<void> {
    if (user.disabled_at) return;
    if (!user.email_confirmed_at) return this.sendConfirmation(user);
    await this.mail.send(user.email, mailMessages.accountAlreadyExists(this.link('/login'), this.link('/mot-de-passe')));
  }

  private async sendConfirmation(user: User): Promise<void> {
    const token = await this.userTokens.create(user.id, 'confirm_email');
    await this.mail.send(user.email, mailMessages.confirmEmail(this.link('/confirmer-email', token)));
  }

  private link(path: string, token?: string): string {
    const base = this.config.publicUrl.replace(/\/+$/, '');
    return token ? `${base}${path}?token=${encodeURIComponent(token)}` : `${base}${path}`;
  }
}
