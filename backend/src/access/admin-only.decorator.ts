import { applyDecorators, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from './jwt-auth.guard';
import { Roles, RolesGuard } from './roles.guard';
import { COMMON_MESSAGES as M } from '../common/common.messages';
import { ActorContextInterceptor } from '../events/actor-context';

/** Back-office routes: a valid access token (else 401) of an `admin` (else 403), the actor of the events its writes publish. */
export const AdminOnly = () =>
  applyDecorators(
    Roles('admin'),
    UseGuards(JwtAuthGuard, RolesGuard),
    UseInterceptors(ActorContextInterceptor),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: M.authRequired }),
    ApiForbiddenResponse({ description: M.forbidden }),
  );

/** Any signed-in account. */
export const SignedIn = () =>
  applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiUnauthorizedResponse({ description: M.authRequired }));
