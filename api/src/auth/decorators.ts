import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { UserRole } from '../users/user.schema';
import type { AuthUser } from './auth-user';

export const ROLES_KEY = 'roles';
/** Restricts a route (already behind JwtAuthGuard) to these roles. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/** The signed-in user of the request (set by JwtAuthGuard / OptionalJwtAuthGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user as AuthUser | undefined;
});

import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard, RolesGuard } from './guards';

/** Signed-in users only (401 otherwise). */
export const Authenticated = () =>
  applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'Not signed in' }));

/** Administrators only (401 for visitors, 403 for users). */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: 'Not an administrator' }),
  );
