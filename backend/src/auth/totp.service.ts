import { ConflictException, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { toDataURL } from 'qrcode';
import { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { badRequest } from '../common/validation';
import { runAs } from '../events/actor-context';
import { DomainEvents } from '../events/domain-events';
import { User, USER_HISTORY_IGNORES } from '../users/user.entity';
import { toAdminView } from '../users/users.service';
import { authMessages } from './auth.messages';
import { AuthService, Session } from './auth.service';
import { TotpEnabledDto, TotpSetupResponseDto, TotpStatusDto } from './dto/totp.dto';
import { MfaTicket, mfaTokenInvalid, MfaTokens } from './mfa-tokens';
import { SignInDelays } from './sign-in-delays';
import { TotpSecretBox } from './totp-secret-box';
import {
  newRecoveryCodes,
  newTotpSecret,
  normalizeCode,
  otpauthUrl,
  RECOVERY_CODE_PATTERN,
  recoveryCodeHash,
  TOTP_CODE_PATTERN,
  totpStep,
} from './totp';

/** Who asks: a signed-in account (Bearer), or the `setup` step's token of a sign-in. */
export type TotpCaller = { userId: number } | { mfaToken: string };

/** The confirmation's answer, and the session it opens when it finished a sign-in. */
export interface TotpEnabled extends TotpEnabledDto {
  newSession?: Session;
}

/**
 * The administrators' second factor (TOTP, RFC 6238, with otpauth): setup shows a QR code of a
 * new secret, a first right code turns it on and hands out ten one-time recovery codes (kept as
 * sha256 hashes), sign-in then asks for a code after the password, and a code turns it off.
 * Each code is good once (the last accepted 30-second step is kept), wrong codes count towards
 * the same growing per-account delay as wrong passwords (apart from them), and with
 * ADMIN_TOTP_REQUIRED no administrator gets a session without it.
 */
@Injectable()
export class TotpService {
  private readonly logger = new Logger(TotpService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly events: DomainEvents,
    private readonly auth: AuthService,
    private readonly mfaTokens: MfaTokens,
    private readonly box: TotpSecretBox,
    private readonly delays: SignInDelays,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(userId: number): Promise<TotpStatusDto> {
    const user = await this.account(userId);
    const [{ left }] = (await this.users.query(
      `SELECT count(*)::int AS left FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [user.id],
    )) as { left: number }[];
    return {
      enabled: !!user.totp_enabled_at,
      enabledAt: user.totp_enabled_at,
      recoveryCodesLeft: user.totp_enabled_at ? left : 0,
      required: this.config.adminTotpRequired,
    };
  }

  /** A new secret (replacing one not yet confirmed), its otpauth:// address and QR code. Shown this once. */
  async setup(caller: TotpCaller): Promise<TotpSetupResponseDto> {
    const user = this.adminOnly(await this.whoAsks(caller));
    if (user.totp_enabled_at) throw new ConflictException(authMessages.totpAlreadyEnabled);
    const secret = newTotpSecret();
    await this.users.update({ id: user.id }, { totp_secret: await this.box.seal(secret), totp_last_step: null });
    const url = otpauthUrl(secret, user.email);
    const qrDataUrl = await toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return { otpauthUrl: url, qrDataUrl, secret };
  }

  /**
   * The first right code turns the factor on and gives the recovery codes. With the `setup`
   * step's token it also finishes the sign-in: the token is used up and a session starts.
   */
  async confirm(caller: TotpCaller, code: string, userAgent?: string): Promise<TotpEnabled> {
    const ticket = 'mfaToken' in caller ? await this.mfaTokens.verify(caller.mfaToken, 'setup') : null;
    const user = this.adminOnly(ticket ? await this.ticketHolder(ticket) : await this.account((caller as { userId: number }).userId));
    if (user.totp_enabled_at) throw new ConflictException(authMessages.totpAlreadyEnabled);
    const secret = user.totp_secret ? await this.box.open(user.totp_secret) : null;
    if (!secret) throw badRequest(authMessages.totpNotStarted, { code: authMessages.totpNotStarted });
    const step = TOTP_CODE_PATTERN.test(normalizeCode(code)) ? totpStep(secret, normalizeCode(code)) : null;
    if (step === null) throw badRequest(authMessages.totpCodeInvalid, { code: authMessages.totpCodeInvalid });
    if (ticket) await this.mfaTokens.consume(ticket);
    const recoveryCodes = newRecoveryCodes();
    await this.write(user, async (m, fresh) => {
      fresh.totp_enabled_at = new Date();
      fresh.totp_last_step = step;
      await m.query(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [user.id]);
      await m.query(`INSERT INTO totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::char(64)[])`, [
        user.id,
        recoveryCodes.map(recoveryCodeHash),
      ]);
    });
    this.logger.log(`Two-factor sign-in enabled for account ${user.id}`);
    if (!ticket) return { recoveryCodes };
    const session = await this.auth.startSession(await this.account(user.id), userAgent);
    return { recoveryCodes, newSession: session };
  }

  /** The second step of a sign-in: a right code (or an unused recovery code) and the `code` step's token open the session. */
  async signIn(mfaToken: string, code: string, userAgent?: string): Promise<Session> {
    const ticket = await this.mfaTokens.verify(mfaToken, 'code');
    const user = await this.users.findOneBy({ id: ticket.userId });
    if (!user || user.disabled_at || !user.totp_enabled_at) throw mfaTokenInvalid();
    await this.delays.assertMayTry(user.email, 'totp');
    if (!(await this.acceptCode(user, code))) {
      await this.delays.failed(user.email, 'totp');
      throw new UnauthorizedException(authMessages.totpCodeInvalid);
    }
    await this.mfaTokens.consume(ticket);
    await this.delays.succeeded(user.email, 'totp');
    return this.auth.startSession(user, userAgent);
  }

  /**
   * Turns the factor off with a current code or a recovery code (a stolen session alone cannot).
   * Where it is required, every session of the account ends too: the next sign-in sets it up again.
   */
  async disable(userId: number, code: string): Promise<void> {
    const user = await this.account(userId);
    if (!user.totp_enabled_at) throw badRequest(authMessages.totpNotEnabled, { code: authMessages.totpNotEnabled });
    await this.delays.assertMayTry(user.email, 'totp');
    if (!(await this.acceptCode(user, code))) {
      await this.delays.failed(user.email, 'totp');
      throw badRequest(authMessages.totpCodeInvalid, { code: authMessages.totpCodeInvalid });
    }
    await this.delays.succeeded(user.email, 'totp');
    await this.write(user, async (m, fresh) => {
      fresh.totp_secret = null;
      fresh.totp_enabled_at = null;
      fresh.totp_last_step = null;
      await m.query(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [user.id]);
    });
    this.logger.log(`Two-factor sign-in disabled for account ${user.id}`);
    if (this.config.adminTotpRequired && user.role === 'admin') await this.auth.logoutAll(user.id);
  }

  /**
   * A TOTP code of a step later than the last one accepted (taken in one conditional UPDATE, so
   * two requests cannot both use it), or an unused recovery code (marked used the same way).
   */
  private async acceptCode(user: User, input: string): Promise<boolean> {
    const code = normalizeCode(input);
    if (TOTP_CODE_PATTERN.test(code)) {
      const secret = user.totp_secret ? await this.box.open(user.totp_secret) : null;
      if (!secret) {
        this.logger.warn(`Account ${user.id}: its TOTP secret does not open with the current key (TOTP_ENCRYPTION_KEY changed?)`);
        return false;
      }
      const step = totpStep(secret, code);
      if (step === null) return false;
      const taken: unknown = await this.users.query(
        `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [user.id, step],
      );
      return rowsOf(taken) === 1;
    }
    if (!RECOVERY_CODE_PATTERN.test(code)) return false;
    const used: unknown = await this.users.query(
      `UPDATE totp_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [user.id, recoveryCodeHash(code)],
    );
    if (rowsOf(used) !== 1) return false;
    this.logger.log(`Account ${user.id} used a recovery code`);
    return true;
  }

  /** The account, with the change published (UserChanged: the history shows who turned the factor on or off). */
  private async write(user: User, change: (manager: EntityManager, fresh: User) => Promise<void>): Promise<void> {
    await runAs({ id: user.id, email: user.email }, () =>
      this.events.write(async (m, publish) => {
        const fresh = await m.findOneByOrFail(User, { id: user.id });
        const before = toAdminView(fresh);
        await change(m, fresh);
        const saved = await m.save(fresh);
        await publish({
          name: 'UserChanged',
          resource: 'users',
          changes: [{ id: user.id, before, after: toAdminView(saved) }],
          historyIgnores: USER_HISTORY_IGNORES,
        });
      }),
    );
  }

  private async whoAsks(caller: TotpCaller): Promise<User> {
    if ('userId' in caller) return this.account(caller.userId);
    return this.ticketHolder(await this.mfaTokens.verify(caller.mfaToken, 'setup'));
  }

  private async ticketHolder(ticket: MfaTicket): Promise<User> {
    const user = await this.users.findOneBy({ id: ticket.userId });
    if (!user || user.disabled_at) throw mfaTokenInvalid();
    return user;
  }

  private async account(userId: number): Promise<User> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user || user.disabled_at) throw new UnauthorizedException(authMessages.sessionExpired);
    return user;
  }

  private adminOnly(user: User): User {
    if (user.role !== 'admin') throw new ForbiddenException(authMessages.totpAdminsOnly);
    return user;
  }
}

/** Rows an UPDATE … RETURNING gave back (TypeORM's PostgreSQL driver answers `[rows, count]` for it). */
function rowsOf(result: unknown): number {
  const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
  return Array.isArray(rows) ? rows.length : 0;
}
