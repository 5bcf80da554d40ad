import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength, MinLength, registerDecorator, ValidationOptions } from 'class-validator';
import { Trim } from '../../common/transforms';
import { authMessages } from '../auth.messages';
import { isCommonPassword } from '../common-passwords';
import { TOKEN_PATTERN } from '../tokens';
import { PASSWORD_MIN_LENGTH } from './login.dto';

export const PASSWORD_MAX_LENGTH = 200;

function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: authMessages.passwordTooCommon, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && !isCommonPassword(value) },
    });
}

/** A new password: the spec's minimum of 6, and none of the 1,000 most common ones. */
function NewPassword(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsString({ message: authMessages.passwordTooShort(PASSWORD_MIN_LENGTH) })(target, key);
    MinLength(PASSWORD_MIN_LENGTH, { message: authMessages.passwordTooShort(PASSWORD_MIN_LENGTH) })(target, key);
    MaxLength(PASSWORD_MAX_LENGTH, { message: authMessages.passwordTooLong })(target, key);
    IsNotCommonPassword()(target, key);
  };
}

function EmailField(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Trim()(target, key);
    IsEmail({}, { message: authMessages.invalidEmail })(target, key);
    MaxLength(254, { message: authMessages.invalidEmail })(target, key);
  };
}

function TokenField(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsString({ message: authMessages.tokenRequired })(target, key);
    Matches(TOKEN_PATTERN, { message: authMessages.tokenRequired })(target, key);
  };
}

export class SignupDto {
  @ApiProperty({ example: 'installateur@example.fr' })
  @EmailField()
  email: string;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Refusé s’il fait partie des 1 000 mots de passe les plus courants',
  })
  @NewPassword()
  password: string;
}

export class EmailDto {
  @ApiProperty({ example: 'installateur@example.fr' })
  @EmailField()
  email: string;
}

export class TokenDto {
  @ApiProperty({ description: 'Le jeton du lien reçu par email' })
  @TokenField()
  token: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'Le jeton du lien reçu par email' })
  @TokenField()
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @NewPassword()
  password: string;
}

export class MessageResponseDto {
  @ApiProperty({ example: authMessages.signedUp })
  message: string;
}
