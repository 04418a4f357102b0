import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiFailure } from '../common/openapi-responses';
import type { AuthUser } from './auth-user';
import { JwtAuthGuard, OptionalJwtAuthGuard, RolesGuard } from './guards';
import { TOKEN_READ_FOR, type TokenReadFor } from './token-read-for';
import { Roles } from './roles';

/** The signed-in user of the request (set by JwtAuthGuard / OptionalJwtAuthGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user as AuthUser | undefined;
});

/**
 * Everyone; a signed-in caller's answer may differ (an administrator's drafts): the user is read when a token is
 * sent, and a token that is sent but invalid or expired is a 401, never silently ignored. With `tokenReadFor`, only
 * the queries it names depend on the caller: for the others the token is not read (no user lookup, even a bad one is
 * ignored) and the answer, the visitor's, may come from the read cache for signed-in callers too.
 */
export const OptionalAuth = (tokenReadFor?: TokenReadFor) =>
  applyDecorators(
    ...(tokenReadFor ? [SetMetadata(TOKEN_READ_FOR, tokenReadFor)] : []),
    UseGuards(OptionalJwtAuthGuard),
    ApiBearerAuth(),
    ApiFailure(401, tokenReadFor ? `${tokenReadFor.asked} was asked with a bearer token that is invalid or expired` : 'A bearer token was sent but is invalid or expired'),
  );

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
