import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { SignedIn } from './admin-only.decorator';
import { CurrentUser } from './current-user.decorator';
import { AuthUserDto, LoginDto, LoginResponseDto } from './dto/login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: 'Email ou mot de passe incorrect' })
  login(@Body() input: LoginDto): Promise<LoginResponseDto> {
    return this.auth.login(input.email, input.password);
  }

  @Get('me')
  @SignedIn()
  @ApiOkResponse({ type: AuthUserDto })
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}
