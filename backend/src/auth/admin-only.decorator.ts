import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from './jwt-auth.guard';
import { Roles, RolesGuard } from './roles.guard';
import { COMMON_MESSAGES as M } from '../common/messages';

/** Back-office routes: a valid access token (else 401) of an `admin` (else 403). */
export const AdminOnly = () =>
  applyDecorators(
    Roles('admin'),
    UseGuards(JwtAuthGuard, RolesGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: M.authRequired }),
    ApiForbiddenResponse({ description: M.forbidden }),
  );

/** Any signed-in account. */
export const SignedIn = () =>
  applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiUnauthorizedResponse({ description: M.authRequired }));
