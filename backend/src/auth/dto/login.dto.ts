import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/transforms';

export const PASSWORD_MIN_LENGTH = 6;

export class LoginDto {
  @ApiProperty({ example: 'admin@stockwatt.fr' })
  @Trim()
  @IsEmail({}, { message: 'Adresse email invalide' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères` })
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
