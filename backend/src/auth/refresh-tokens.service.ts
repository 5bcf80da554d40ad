import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { DomainEvents } from '../events/domain-events';
import { SIGNING_KEYS, SigningKeys } from './signing-keys';
import { RefreshToken } from './refresh-token.entity';
import { randomToken, sha256, successorToken } from './tokens';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export type RotateResult =
  { ok: true; userId: number; next: IssuedRefreshToken } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotating refresh tokens: each use hands out the next token of the same family and marks the old
 * one used. A used token presented again within REFRESH_GRACE_SECONDS (two tabs sharing the
 * cookie refresh at the same moment) yields the same successor; later, it means it was copied:
 * the whole family is revoked.
 */
@Injectable()
export class RefreshTokensService {
  constructor(
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
    events: DomainEvents,
  ) {
    // In the writer's transaction: an account is never left disabled with a session that still refreshes.
    events.subscribe({
      name: 'sessions of disabled accounts',
      phase: 'in-transaction',
      events: ['UserChanged'],
      handle: async (event, manager) => {
        for (const { id, before, after } of event.changes) {
          const disabled = (state: object | null) => Boolean((state as { disabled?: boolean } | null)?.disabled);
          if (disabled(after) && !disabled(before))
            await manager.update(RefreshToken, { user_id: id, revoked_at: IsNull() }, { revoked_at: new Date() });
        }
      },
    });
  }

  async issue(userId: number, userAgent?: string, familyId: string = randomUUID(), token = randomToken()): Promise<IssuedRefreshToken> {
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    await this.tokens.insert({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      expires_at: expiresAt,
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  async rotate(token: string, userAgent?: string): Promise<RotateResult> {
    const hash = sha256(token);
    const successor = successorToken(token, this.keys.refresh);
    const expiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    // Claim and successor in one statement: of two concurrent uses of one token only one claims
    // it, and the other (waiting on the row lock) finds the successor already there for its
    // grace-window answer — as two statements, it could read "used, no successor" and revoke.
    const claimed: Array<Pick<RefreshToken, 'user_id'>> = await this.tokens.query(
      `WITH claimed AS (
         UPDATE refresh_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
          RETURNING user_id, family_id)
       INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, user_agent)
       SELECT user_id, family_id, $2, $3, $4 FROM claimed
       RETURNING user_id`,
      [hash, sha256(successor), expiresAt, userAgent?.slice(0, 300) ?? null],
    );
    if (claimed.length) return { ok: true, userId: claimed[0].user_id, next: { token: successor, expiresAt } };
    const existing = await this.tokens.findOneBy({ token_hash: hash });
    if (!existing) return { ok: false, reason: 'unknown' };
    if (existing.revoked_at) return { ok: false, reason: 'revoked' };
    if (existing.used_at && Date.now() - existing.used_at.getTime() <= this.config.refreshGraceSeconds * 1000) {
      const next = await this.tokens.findOneBy({ token_hash: sha256(successor), family_id: existing.family_id, revoked_at: IsNull() });
      if (next && next.expires_at > new Date())
        return { ok: true, userId: existing.user_id, next: { token: successor, expiresAt: next.expires_at } };
    }
    if (existing.used_at) {
      await this.revokeFamily(existing.family_id);
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: 'expired' };
  }

  /** Logout on this device: the presented token's whole family. */
  async revokeByToken(token: string): Promise<void> {
    const existing = await this.tokens.findOneBy({ token_hash: sha256(token) });
    if (existing) await this.revokeFamily(existing.family_id);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.tokens.update({ family_id: familyId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.tokens.update({ user_id: userId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }

  /** Expired tokens are refused whatever their state; kept no longer than that (a scheduled job). */
  async purgeExpired(): Promise<number> {
    return (await this.tokens.delete({ expires_at: LessThan(new Date()) })).affected ?? 0;
  }
}
