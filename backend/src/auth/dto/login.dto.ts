import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/transforms';

/**
 * Sign-in takes any password an account may have: new ones need 10 characters (password-policy.ts),
 * accounts made before that kept their 6.
 */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;

export class LoginDto {
  @ApiProperty({ example: 'admin@stockwatt.fr' })
  @Trim()
  @IsEmail({}, { message: 'Adresse email invalide' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: SIGN_IN_PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(SIGN_IN_PASSWORD_MIN_LENGTH, {
    message: `Le mot de passe doit contenir au moins ${SIGN_IN_PASSWORD_MIN_LENGTH} caractères`,
  })
  @MaxLength(200)
  password: string;
}

export class AuthUserDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['admin', 'pro'] }) role: string;
}

export class LoginResponseDto {
  @ApiProperty() accessToken: string;
  @ApiProperty({ description: 'Seconds' }) expiresIn: number;
  @ApiProperty({ type: AuthUserDto }) user: AuthUserDto;
}

export const MFA_STEPS = ['code', 'setup'] as const;
export type MfaStep = (typeof MFA_STEPS)[number];

/**
 * The sign-in of an administrator whose second factor is on (`code`), or who must set it up
 * first (`setup`, ADMIN_TOTP_REQUIRED): no session yet, a short-lived token for the next step.
 */
export class MfaChallengeDto {
  @ApiProperty({ enum: [true] }) mfaRequired: true;
  @ApiProperty({
    enum: MFA_STEPS,
    description:
      '`code`: POST /api/auth/login/totp avec le code à 6 chiffres (ou un code de secours); `setup`: POST /api/auth/totp/setup puis /api/auth/totp/confirm avec ce jeton',
  })
  mfaStep: MfaStep;
  @ApiProperty({ description: 'Jeton signé, à usage unique, pour cette seule étape' }) mfaToken: string;
  @ApiProperty({ description: 'Secondes de validité du jeton' }) expiresIn: number;
}
