import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import * as argon2 from 'argon2';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccessTokenPayload } from './auth-user';
import { LoginResponseDto } from './dto/login.dto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const INVALID_CREDENTIALS = 'Email ou mot de passe incorrect';

@Injectable()
export class AuthService {
  /** Verified against when the email is unknown, so both answers take the same time. */
  private readonly dummyHash = argon2.hash('stockwatt-timing-equaliser');

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async login(email: string, password: string): Promise<LoginResponseDto> {
    const user = await this.users.findByEmail(email);
    const valid = await argon2.verify(user?.password_hash ?? (await this.dummyHash), password);
    if (!user || !valid || user.disabled_at) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return this.issueAccessToken(user);
  }

  async issueAccessToken(user: User): Promise<LoginResponseDto> {
    const payload: AccessTokenPayload = { sub: user.id, email: user.email, role: user.role };
    return {
      accessToken: await this.jwt.signAsync(payload),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: { id: user.id, email: user.email, role: user.role },
    };
  }
}
