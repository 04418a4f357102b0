import {
  ExecutionContext,
  ForbiddenException,
  HttpException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { databaseUnavailable, isDatabaseUnavailable } from '../../platform/database/database-unavailable';
import type { UserRole } from '../users/user.schema';
import type { AuthUser } from './auth-user';
import { provideViewer } from './viewer';
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
 * Lets everyone through and gives the handler a Viewer (viewer.ts): the sent token is read when the answer needs the
 * caller, not before, so an answer that does not (the catalogue, a published book) costs no user lookup and is the
 * visitor's. A bad token is a 401 when it is read, never silently taken for a visitor.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    provideViewer(req, async () => {
      if (!req.headers.authorization) return undefined;
      await super.canActivate(context);
      return req.user as AuthUser;
    });
    return true;
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
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest().user as AuthUser | undefined;
    if (!user) throw new UnauthorizedException('Authentication required');
    if (!roles.includes(user.role)) throw new ForbiddenException('You do not have permission to do this');
    return true;
  }
}
