import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { randomToken, sha256 } from './tokens';
import { TokenPurpose, UserToken } from './user-token.entity';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm_email: 24 * 3600_000,
  reset_password: 3600_000,
};

/** One-time links sent by mail. A new link replaces the previous unused one of the same kind. */
@Injectable()
export class UserTokensService {
  constructor(@InjectRepository(UserToken) private readonly tokens: Repository<UserToken>) {}

  async create(userId: number, purpose: TokenPurpose): Promise<string> {
    const token = randomToken();
    await this.tokens.manager.transaction(async (tx) => {
      await tx.update(UserToken, { user_id: userId, purpose, used_at: IsNull() }, { used_at: new Date() });
      await tx.insert(UserToken, {
        user_id: userId,
        purpose,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
      });
    });
    return token;
  }

  /** The token's user while it may still be used, without using it (null otherwise). */
  async peek(token: string, purpose: TokenPurpose): Promise<number | null> {
    const found = await this.tokens.findOne({
      select: { user_id: true },
      where: { token_hash: sha256(token), purpose, used_at: IsNull(), expires_at: MoreThan(new Date()) },
    });
    return found?.user_id ?? null;
  }

  /** Marks the token used and answers its user, or null when unknown, used, expired or of another kind. */
  async consume(token: string, purpose: TokenPurpose): Promise<number | null> {
    const result: unknown = await this.tokens.query(
      `UPDATE user_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [sha256(token), purpose],
    );
    const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as Array<{ user_id: number }>;
    return rows[0]?.user_id ?? null;
  }

  async invalidate(userId: number, purpose: TokenPurpose): Promise<void> {
    await this.tokens.update({ user_id: userId, purpose, used_at: IsNull() }, { used_at: new Date() });
  }

  /** Expired links can never be used again; kept no longer than that (a scheduled job). */
  async purgeExpired(): Promise<number> {
    return (await this.tokens.delete({ expires_at: LessThan(new Date()) })).affected ?? 0;
  }
}
