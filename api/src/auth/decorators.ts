import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiFailure } from '../common/openapi-responses';
import type { AuthUser } from './auth-user';
import { CountsAllJwtAuthGuard, JwtAuthGuard, OptionalJwtAuthGuard, RolesGuard } from './guards';
import { Roles } from './roles';

/** The signed-in user of the request (set by JwtAuthGuard / OptionalJwtAuthGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user as AuthUser | undefined;
});

/**
 * Everyone; a signed-in caller's answer may differ (an administrator's drafts, counts=all): the user is read when a
 * token is sent, and a token that is sent but invalid or expired is a 401, never silently ignored.
 */
export const OptionalAuth = () =>
  applyDecorators(UseGuards(OptionalJwtAuthGuard), ApiBearerAuth(), ApiFailure(401, 'A bearer token was sent but is invalid or expired'));

/** OptionalAuth where only an administrator's `counts=all` depends on the caller (CountsAllJwtAuthGuard). */
export const CountsAuth = () =>
  applyDecorators(UseGuards(CountsAllJwtAuthGuard), ApiBearerAuth(), ApiFailure(401, 'counts=all was asked with a bearer token that is invalid or expired'));

/** Signed-in users only (401 otherwise). */
export const Authenticated = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiFailure(401, 'Not signed in'));

/** Administrators only (401 for visitors, 403 for users). */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles('admin'),
    ApiBearerAuth(),
    ApiFailure(401, 'Not signed in'),
    ApiFailure(403, 'Not an administrator'),
  );
