import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { ACCESS_TOKEN_TTL_SECONDS, AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { MfaTokens } from './mfa-tokens';
import { SignInDelays } from './sign-in-delays';
import { RefreshToken } from './refresh-token.entity';
import { RefreshTokensService } from './refresh-tokens.service';
import { SIGNING_KEYS, SigningKeys, SigningKeysModule } from './signing-keys';
import { RolesGuard } from '../access/roles.guard';
import { UserToken } from './user-token.entity';
import { UserTokensService } from './user-tokens.service';
import { TotpController } from './totp.controller';
import { TotpSecretBox } from './totp-secret-box';
import { TotpService } from './totp.service';

@Global()
@Module({
  imports: [
    UsersModule,
    MailModule,
    PassportModule,
    TypeOrmModule.forFeature([RefreshToken, UserToken]),
    SigningKeysModule,
    JwtModule.registerAsync({
      imports: [SigningKeysModule],
      inject: [SIGNING_KEYS],
      useFactory: (keys: SigningKeys) => ({
        secret: keys.access,
        signOptions: { expiresIn: ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, TotpController],
  providers: [
    AuthService,
    JwtStrategy,
    RolesGuard,
    RefreshTokensService,
    UserTokensService,
    SignInDelays,
    MfaTokens,
    TotpSecretBox,
    TotpService,
  ],
  exports: [AuthService, JwtModule, UsersModule, RefreshTokensService, UserTokensService],
})
export class AuthModule {}
