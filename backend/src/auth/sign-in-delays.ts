import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RetryLaterException } from '../common/retry-later';
import { quietWarning } from '../common/quiet-warning';
import { REDIS } from '../redis/redis.module';
import { authMessages } from './auth.messages';

/** Wrong passwords in a row an account takes before it must wait. */
export const FREE_FAILURES = 5;
const MAX_DELAY_MS = 15 * 60_000;
const FAILURES_KEPT_MS = 24 * 3600_000;

/** What was wrong: the password, or the second factor's code (counted apart, so a right password does not wipe wrong codes). */
export type SignInFactor = 'password' | 'totp';

/**
 * A growing delay per account, whatever address the tries come from: after FREE_FAILURES wrong
 * passwords in a row it takes the next try only after 1 s, then 2, 4, 8… up to 15 minutes; a
 * success starts it afresh. Kept in Redis, so for the whole fleet; if Redis is away, sign-in
 * works as before (the per-IP and per-address limits still count). Wrong two-factor codes are
 * counted the same way, apart.
 */
@Injectable()
export class SignInDelays {
  private readonly warn = quietWarning(new Logger(SignInDelays.name), 'sign-in delays');

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async assertMayTry(email: string, factor: SignInFactor = 'password'): Promise<void> {
    const waitMs = await this.redis.pttl(this.key('wait', email, factor)).catch((error: Error) => (this.warn(error), 0));
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      const message = factor === 'totp' ? authMessages.totpCodesDelayed(seconds) : authMessages.signInDelayed(seconds);
      throw new RetryLaterException(message, seconds);
    }
  }

  async failed(email: string, factor: SignInFactor = 'password'): Promise<void> {
    const failures = this.key('failures', email, factor);
    try {
      const [[, count]] = (await this.redis.multi().incr(failures).pexpire(failures, FAILURES_KEPT_MS).exec()) as [[null, number]];
      if (count > FREE_FAILURES)
        await this.redis.set(this.key('wait', email, factor), '1', 'PX', Math.min(1000 * 2 ** (count - FREE_FAILURES - 1), MAX_DELAY_MS));
    } catch (error) {
      this.warn(error as Error);
    }
  }

  async succeeded(email: string, factor: SignInFactor = 'password'): Promise<void> {
    await this.redis.del(this.key('failures', email, factor), this.key('wait', email, factor)).catch(this.warn);
  }

  private key(kind: 'failures' | 'wait', email: string, factor: SignInFactor): string {
    const name = factor === 'password' ? kind : `${factor}-${kind}`;
    return `sign-in:${name}:${email.trim().toLowerCase()}`;
  }
}
