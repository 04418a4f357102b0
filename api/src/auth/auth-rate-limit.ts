import { applyDecorators, Injectable, UseGuards, type ExecutionContext } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request } from 'express';
import type { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiFailure } from '../common/openapi-responses';
import { DatabaseThrottlerStorage } from '../rate-limit/database-throttler-storage';
import { RateLimitCounter, RateLimitCounterSchema } from '../rate-limit/rate-limit.schema';

export const AUTH_RATE_LIMIT_MESSAGE = 'Too many attempts, please try again later';
export const UPLOAD_RATE_LIMIT_MESSAGE = 'Too many uploads, please try again later';

const isUploadRoute = (context: ExecutionContext) => context.getClass().name === 'UploadController';

/** Password attempts per account, whatever the IP: what stops a guessing run spread over many addresses. */
const PASSWORD_ROUTES = ['login', 'changePassword'];
/** The signed-in user (change-password; the JWT guard runs first) or the email being signed in to. */
const accountTracker = (req: Partial<Pick<Request, 'body'>> & { user?: { id?: string } }) =>
  req.user?.id ? `user:${req.user.id}` : `email:${String(req.body?.email ?? '').trim().toLowerCase()}`;

/**
 * Counters for AuthRateLimit, kept in the database so they hold across API processes:
 * - `default`: `config.authRateLimit` attempts per client IP per minute, counted per route;
 * - `account`: `config.loginAccountLimit` password attempts (sign-in per email, change-password per user) per `config.loginAccountWindowMs`. A locked
 *   account unlocks when its window ends, however many attempts arrive meanwhile, so an attacker cannot keep
 *   extending the lockout; it only ever blocks password attempts, never an existing session.
 * - `upload`: `config.uploadRateLimit` uploads per signed-in user per minute (UploadRateLimit routes only).
 * The guard is applied per route, never globally, so only the routes marked AuthRateLimit/UploadRateLimit are limited.
 */
export const AuthThrottlerModule = ThrottlerModule.forRootAsync({
  imports: [MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }])],
  inject: [APP_CONFIG, getModelToken(RateLimitCounter.name)],
  useFactory: (config: AppConfig, counters: Model<RateLimitCounter>) => ({
    throttlers: [
      { name: 'default', ttl: 60_000, limit: config.authRateLimit, skipIf: isUploadRoute },
      {
        name: 'account',
        ttl: config.loginAccountWindowMs,
        limit: config.loginAccountLimit,
        getTracker: accountTracker,
        skipIf: (context: ExecutionContext) => !PASSWORD_ROUTES.includes(context.getHandler().name),
      },
      {
        name: 'upload',
        ttl: 60_000,
        limit: config.uploadRateLimit,
        getTracker: (req: { user?: { id?: string } }) => `user:${req.user?.id}`,
        skipIf: (context: ExecutionContext) => !isUploadRoute(context),
      },
    ],
    errorMessage: (context: ExecutionContext) => (isUploadRoute(context) ? UPLOAD_RATE_LIMIT_MESSAGE : AUTH_RATE_LIMIT_MESSAGE),
    storage: new DatabaseThrottlerStorage(counters),
  }),
});

/** ThrottlerGuard that answers every 429 with a plain Retry-After (the library suffixes it with the throttler's name). */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse().setHeader('Retry-After', detail.timeToBlockExpire);
    return super.throwThrottlingException(context, detail);
  }
}

/** Limits guessing and abuse on a credentials or account route (429 beyond the limit). Above `@Authenticated()`, so the user is known. */
export const AuthRateLimit = () => applyDecorators(UseGuards(AuthThrottlerGuard), ApiFailure(429, AUTH_RATE_LIMIT_MESSAGE));

/** Limits how fast one signed-in user can upload (429 beyond the limit). Below `@Authenticated()` on the class. */
export const UploadRateLimit = () => applyDecorators(UseGuards(AuthThrottlerGuard), ApiFailure(429, UPLOAD_RATE_LIMIT_MESSAGE));
