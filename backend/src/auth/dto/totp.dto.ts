import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { authMessages } from '../auth.messages';
import { LoginResponseDto } from './login.dto';

/** A JWT: three base64url parts. */
const MFA_TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** Six figures, or a recovery code (`ABCDE-FGHJK`), spaces and hyphens allowed. */
const CODE_PATTERN = /^[0-9A-Za-z\s-]{6,24}$/;

function MfaTokenField(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsString({ message: authMessages.mfaTokenInvalid })(target, key);
    MaxLength(2000, { message: authMessages.mfaTokenInvalid })(target, key);
    Matches(MFA_TOKEN_PATTERN, { message: authMessages.mfaTokenInvalid })(target, key);
  };
}

function CodeField(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsString({ message: authMessages.totpCodeFormat })(target, key);
    Matches(CODE_PATTERN, { message: authMessages.totpCodeFormat })(target, key);
  };
}

/** `POST /api/auth/login/totp`: the second step of an administrator's sign-in. */
export class TotpLoginDto {
  @ApiProperty({ description: 'Le jeton `mfaToken` de la réponse de POST /api/auth/login (étape `code`)' })
  @MfaTokenField()
  mfaToken: string;

  @ApiProperty({
    example: '123456',
    description: 'Le code à 6 chiffres de l’application, ou un code de secours (`ABCDE-FGHJK`, une seule fois)',
  })
  @CodeField()
  code: string;
}

/** `POST /api/auth/totp/setup`: signed in (Bearer), or with the `setup` step's token when the sign-in demands it. */
export class TotpSetupDto {
  @ApiPropertyOptional({
    description: 'Le jeton `mfaToken` (étape `setup`) quand la connexion exige la configuration; sinon le jeton d’accès',
  })
  @IsOptional()
  @MfaTokenField()
  mfaToken?: string;
}

export class TotpConfirmDto extends TotpSetupDto {
  @ApiProperty({ example: '123456', description: 'Le code à 6 chiffres affiché par l’application après avoir scanné le QR code' })
  @CodeField()
  code: string;
}

/** `DELETE /api/auth/totp`: a current code (or a recovery code) proves the device is at hand. */
export class TotpCodeDto {
  @ApiProperty({ example: '123456', description: 'Le code à 6 chiffres de l’application, ou un code de secours' })
  @CodeField()
  code: string;
}

export class TotpSetupResponseDto {
  @ApiProperty({
    description: 'Adresse otpauth:// (contenu du QR code)',
    example: 'otpauth://totp/Stockwatt:admin%40stockwatt.fr?issuer=Stockwatt&secret=…',
  })
  otpauthUrl: string;
  @ApiProperty({ description: 'Le QR code en image PNG (data:image/png;base64,…)' })
  qrDataUrl: string;
  @ApiProperty({
    description: 'Le secret en base32, à saisir à la main si l’appareil ne lit pas le QR code; plus jamais renvoyé après la confirmation',
  })
  secret: string;
}

export class TotpEnabledDto {
  @ApiProperty({
    type: [String],
    example: ['K7QF2-M9XTD'],
    description: '10 codes de secours à usage unique, montrés cette seule fois (seule leur empreinte SHA-256 est gardée)',
  })
  recoveryCodes: string[];
  @ApiPropertyOptional({
    type: LoginResponseDto,
    description: 'Confirmation avec le jeton `setup` : la session ouverte (et le cookie de rafraîchissement posé)',
  })
  session?: LoginResponseDto;
}

export class TotpStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enabledAt: Date | null;
  @ApiProperty({ description: 'Codes de secours pas encore utilisés' }) recoveryCodesLeft: number;
  @ApiProperty({ description: 'Obligatoire pour les administrateurs (ADMIN_TOTP_REQUIRED)' }) required: boolean;
}
