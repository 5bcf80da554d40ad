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

/** Lets anonymous requests through but reads the bearer when there is a valid one (a quote is never refused for a stale session). */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<TUser>(_err: unknown, user: TUser | false): TUser | undefined {
    return user || undefined;
  }

  canActivate(context: ExecutionContext) {
    return super.canActivate(context);
  }
}

/**
 * Anonymous or signed in, as OptionalJwtAuthGuard, but a bearer that no longer holds (expired,
 * revoked, forged) is a 401: the front end refreshes the session and asks again, so a quote's
 * signed-in owner is never answered as a stranger without its mailed key.
 */
@Injectable()
export class OwnerOrAnonymousJwtGuard extends AuthGuard('jwt') {
  handleRequest<TUser>(_err: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser | undefined {
    if (user) return user;
    const { authorization } = context.switchToHttp().getRequest<{ headers: { authorization?: string } }>().headers;
    if (authorization) throw new UnauthorizedException(M.authRequired);
    return undefined;
  }
}
