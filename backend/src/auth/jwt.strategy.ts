import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { SIGNING_KEYS, SigningKeys } from './signing-keys';
import { UsersService } from '../users/users.service';
import { AccessTokenPayload, AuthUser } from '../access/auth-user';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(SIGNING_KEYS) keys: SigningKeys,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ignoreExpiration: false,
      secretOrKey: keys.access,
      algorithms: ['HS256'],
    });
  }

  /**
   * One primary-key read per request makes a disabled account, a changed role and a global
   * sign-out take effect at once instead of when the 15-minute token expires.
   */
  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    const user = await this.users.findById(payload.sub);
    if (!user || user.disabled_at) return false;
    const issuedAt = payload.ts ?? (payload.iat ?? 0) * 1000;
    if (user.sessions_revoked_at && issuedAt < user.sessions_revoked_at.getTime()) return false;
    return { id: user.id, email: user.email, role: user.role };
  }
}
