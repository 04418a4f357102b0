import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiFailure } from '../common/openapi-responses';
import type { AuthUser } from './auth-user';
import { JwtAuthGuard, RolesGuard } from './guards';
import { Roles } from './roles';

/** The signed-in user of the request (set by JwtAuthGuard / OptionalJwtAuthGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user as AuthUser | undefined;
});

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
