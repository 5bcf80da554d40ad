import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import { createHmac, randomUUID } from 'node:crypto';
import { quietWarning } from '../common/quiet-warning';
import { REDIS } from '../redis/redis.module';
import { User } from '../users/user.entity';
import { authMessages } from './auth.messages';
import { MfaChallengeDto, MfaStep } from './dto/login.dto';
import { SIGNING_KEYS, SigningKeys } from './signing-keys';

/** Typing a code takes seconds; setting an app up (install, scan, confirm) a few minutes. */
export const MFA_TOKEN_TTL_SECONDS: Record<MfaStep, number> = { code: 5 * 60, setup: 15 * 60 };
const AUDIENCE = 'stockwatt-mfa';

/** A 401 the sign-in page tells apart from a wrong code (`error`): it goes back to the password. */
export function mfaTokenInvalid(): UnauthorizedException {
  return new UnauthorizedException({ statusCode: 401, error: 'MfaTokenInvalid', message: authMessages.mfaTokenInvalid });
}

interface MfaTokenPayload {
  sub: number;
  step: MfaStep;
  jti: string;
}

export interface MfaTicket {
  userId: number;
  step: MfaStep;
  jti: string;
}

/**
 * The token between a right password and the second factor: a JWT of its own audience, signed
 * with a key derived from the access tokens' (HMAC, "mfa-token"), so it can never pass for an
 * access token (the JWT strategy verifies with the access key itself) nor for the other step.
 * Short-lived, and used once: the step that succeeds with it marks it in Redis.
 */
@Injectable()
export class MfaTokens {
  private readonly secret: string;
  private readonly warn = quietWarning(new Logger(MfaTokens.name), 'mfa tokens');

  constructor(
    private readonly jwt: JwtService,
    @Inject(SIGNING_KEYS) keys: SigningKeys,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.secret = createHmac('sha256', keys.access).update('mfa-token').digest('base64url');
  }

  async challenge(user: User, step: MfaStep): Promise<MfaChallengeDto> {
    const payload: MfaTokenPayload = { sub: user.id, step, jti: randomUUID() };
    const expiresIn = MFA_TOKEN_TTL_SECONDS[step];
    const mfaToken = await this.jwt.signAsync(payload, { secret: this.secret, expiresIn, audience: AUDIENCE, algorithm: 'HS256' });
    return { mfaRequired: true, mfaStep: step, mfaToken, expiresIn };
  }

  /** The account and step the token is for; a 401 when it is forged, expired, of the other step or already used. */
  async verify(token: string, step: MfaStep): Promise<MfaTicket> {
    let payload: MfaTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<MfaTokenPayload>(token, { secret: this.secret, audience: AUDIENCE, algorithms: ['HS256'] });
    } catch {
      throw mfaTokenInvalid();
    }
    if (payload.step !== step || !Number.isInteger(payload.sub) || typeof payload.jti !== 'string') throw mfaTokenInvalid();
    const used = await this.redis.exists(this.key(payload.jti)).catch((error: Error) => (this.warn(error), 0));
    if (used) throw mfaTokenInvalid();
    return { userId: payload.sub, step: payload.step, jti: payload.jti };
  }

  /** Marks the token used (its step succeeded); a second success with it is refused. */
  async consume(ticket: MfaTicket): Promise<void> {
    const first = await this.redis
      .set(this.key(ticket.jti), '1', 'EX', MFA_TOKEN_TTL_SECONDS[ticket.step], 'NX')
      .catch((error: Error) => (this.warn(error), 'OK'));
    if (first !== 'OK') throw mfaTokenInvalid();
  }

  private key(jti: string): string {
    return `mfa-token-used:${jti}`;
  }
}
