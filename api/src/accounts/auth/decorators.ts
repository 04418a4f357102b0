import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiFailure } from '../../platform/common/openapi-responses';
import type { AuthUser } from './auth-user';
import { JwtAuthGuard, OptionalJwtAuthGuard, RolesGuard } from './guards';
import { Roles } from './roles';

/** The signed-in user of the request (set by JwtAuthGuard; on OptionalAuth routes use CurrentViewer). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user as AuthUser | undefined;
});

/**
 * Everyone; a signed-in caller's answer may differ (an administrator's drafts, counts=all). The handler takes the
 * caller as a Viewer (`@CurrentViewer()`, viewer.ts), which reads the sent token only when asked: a token that is then
 * invalid or expired is a 401, never silently ignored; an answer that did not ask is the visitor's, for everyone.
 */
export const OptionalAuth = () =>
  applyDecorators(
    UseGuards(OptionalJwtAuthGuard),
    ApiBearerAuth(),
    ApiFailure(
      401,
      'The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired',
    ),
  );

/** Signed-in users only (401 otherwise). */
export const Authenticated = () =>
  applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiFailure(401, 'Not signed in'));

/** Administrators only (401 for visitors, 403 for users). */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles('admin'),
    ApiBearerAuth(),
    ApiFailure(401, 'Not signed in'),
    ApiFailure(403, 'Not an administrator'),
  );
