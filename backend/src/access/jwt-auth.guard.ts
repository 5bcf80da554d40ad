import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { COMMON_MESSAGES as M } from '../common/common.messages';

/** 401 with a French message when the access token is missing, expired or forged. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user) throw new UnauthorizedException(M.authRequired);
    return user;
  }
}

/** Lets anonymous requests through but reads the bearer when there is a valid one. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<TUser>(_err: unknown, user: TUser | false): TUser | undefined {
    return user || undefined;
  }

  canActivate(context: ExecutionContext) {
    return super.canActivate(context);
  }
}
