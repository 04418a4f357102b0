import { ExecutionContext, ForbiddenException, HttpException, Injectable, Optional, UnauthorizedException, type CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, AuthModuleOptions } from '@nestjs/passport';
import type { Request } from 'express';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/database-unavailable';
import type { UserRole } from '../users/user.schema';
import type { AuthUser } from './auth-user';
import { dependsOnCaller } from './token-read-for';
import { ROLES_KEY } from './roles';

/** A failure to *check* a token is the server's trouble (503), never the user's (401, which signs them out). */
function rethrowServerFailure(err: unknown): void {
  if (isDatabaseUnavailable(err)) throw databaseUnavailable();
  if (err instanceof HttpException && err.getStatus() >= 500) throw err;
}

/** Requires a valid bearer token: 401 with a message otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<T = AuthUser>(err: unknown, user: T | false, info: { name?: string } | undefined): T {
    rethrowServerFailure(err);
    if (err instanceof UnauthorizedException) throw err;
    if (err || !user) {
      if (info?.name === 'TokenExpiredError') throw new UnauthorizedException('Session expired, please log in again');
      throw new UnauthorizedException('Authentication required');
    }
    return user;
  }
}

/**
 * Reads a bearer token when one is sent, lets visitors through otherwise. A bad token is still a 401, except where the
 * route declares (OptionalAuth's `tokenReadFor`) that this query's answer is the same for every caller: then the token
 * is not read at all (no user lookup), and the read cache may answer signed-in callers (PublicCacheInterceptor).
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Optional() options?: AuthModuleOptions,
  ) {
    super(options);
  }

  canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.headers.authorization || !dependsOnCaller(this.reflector, context)) return true;
    return super.canActivate(context);
  }

  handleRequest<T = AuthUser>(err: unknown, user: T | false): T {
    rethrowServerFailure(err);
    if (err || !user) throw new UnauthorizedException('Authentication required');
    return user;
  }
}

/** Use after JwtAuthGuard: 403 unless the user has one of the @Roles(). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest().user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException('Authentication required');
    if (!roles.includes(user.role)) throw new ForbiddenException('You do not have permission to do this');
    return true;
  }
}
