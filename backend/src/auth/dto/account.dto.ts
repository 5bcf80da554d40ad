import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength, MinLength, registerDecorator, ValidationArguments } from 'class-validator';
import { Trim } from '../../common/transforms';
import { authMessages } from '../auth.messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../password-policy';
import { TOKEN_PATTERN } from '../tokens';

/** zxcvbn's verdict (password-policy.ts), with the body's `email` when it has one; its message says why. */
function IsStrongPassword(): PropertyDecorator {
  const problem = (args: ValidationArguments) => {
    const email = (args.object as { email?: unknown }).email;
    return passwordProblem(String(args.value), typeof email === 'string' ? email : undefined);
  };
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isStrongPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: (args: ValidationArguments) => problem(args) ?? authMessages.passwordTooWeak() },
      validator: { validate: (value: unknown, args: ValidationArguments) => typeof value === 'string' && problem(args) === null },
    });
}

/**
 * A new password (sign-up, reset): 10 characters or more, and not common, breached or made of
 * the email (zxcvbn, password-policy.ts). The reset's service checks it again with the
 * account's email, which its body does not carry.
 */
function NewPassword(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsString({ message: authMessages.passwordTooShort(PASSWORD_MIN_LENGTH) })(target, key);
    MinLength(PASSWORD_MIN_LENGTH, { message: authMessages.passwordTooShort(PASSWORD_MIN_LENGTH) })(target, key);
    MaxLength(PASSWORD_MAX_LENGTH, { message: authMessages.passwordTooLong })(target, key);
    IsStrongPassword()(target, key);
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
    description:
      'Refusé s’il est courant, divulgué ou trop proche de l’email (zxcvbn, score 3 sur 4 au moins; listes hors ligne) : le message de `fields.password` dit pourquoi',
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

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'Mêmes règles qu’à l’inscription, avec l’email du compte',
  })
  @NewPassword()
  password: string;
}

export class MessageResponseDto {
  @ApiProperty({ example: authMessages.signedUp })
  message: string;
}
