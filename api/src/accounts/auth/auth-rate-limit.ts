import { applyDecorators, Injectable, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { ApiFailure } from '../../platform/common/openapi-responses';
import { DatabaseThrottlerStorage } from '../../platform/rate-limit/database-throttler-storage';
import { Collections } from '../../platform/database/collections';

export const AUTH_RATE_LIMIT_MESSAGE = 'Too many attempts, please try again later';
export const UPLOAD_RATE_LIMIT_MESSAGE = 'Too many uploads, please try again later';

const UPLOAD_LIMITED = 'uploadRateLimited';
/** A route marked UploadRateLimit (an image upload, a reading-history import): files a user could send in a loop. */
const isUploadRoute = (context: ExecutionContext) => Reflect.getMetadata(UPLOAD_LIMITED, context.getHandler()) === true;
const RENEWAL_LIMITED = 'renewalRateLimited';
/** A route marked RenewalRateLimit (token renewal): counted per account, not per address (readers behind one NAT). */
const isRenewalRoute = (context: ExecutionContext) =>
  Reflect.getMetadata(RENEWAL_LIMITED, context.getHandler()) === true;

/**
 * A signed-in user's password attempts, counted per account whatever the IP: change-password, and a profile update
 * that sends the current password (an email change checks it, and its answer tells a right guess from a wrong one).
 * Only the account's own sessions can make them, so no stranger can spend this budget. Sign-ins have their own
 * per-account limit, which a stranger cannot use to lock the account out (login-attempts.ts).
 */
function isPasswordAttempt(context: ExecutionContext): boolean {
  const handler = context.getHandler().name;
  if (handler === 'updateProfile') return Boolean(context.switchToHttp().getRequest<Request>().body?.currentPassword);
  return handler === 'changePassword';
}
/** The signed-in user (the JWT guard runs first). */
const accountTracker = (req: { user?: { id?: string } }) => `user:${req.user?.id}`;

/**
 * Counters for AuthRateLimit, kept in the database so they hold across API processes:
 * - `default`: `config.authRateLimit` attempts per client IP per minute, counted per route (the IP as TRUST_PROXY
 *   lets Express believe it: behind `npm start`'s proxy, the browser's own address);
 * - `account`: `config.loginAccountLimit` password checks of a signed-in user (change-password and a profile update
 *   with the current password) per `config.loginAccountWindowMs`, from any IP. It unlocks when its window ends,
 *   however many attempts arrive meanwhile; it only ever blocks password attempts, never an existing session.
 *   (Sign-ins are limited per account by LoginAttempts, per client address.)
 * - `renewal`: `config.authRateLimit` token renewals per signed-in user per minute (RenewalRateLimit routes only; a
 *   page renews its token once per half-life, so only a loop reaches it);
 * - `upload`: `config.uploadRateLimit` file uploads (images, imports) per signed-in user per minute (UploadRateLimit
 *   routes only).
 * The guard is applied per route, never globally, so only the routes marked AuthRateLimit/UploadRateLimit are limited.
 */
export const AuthThrottlerModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG, Collections],
  useFactory: (config: AppConfig, db: Collections) => ({
    throttlers: [
      {
        name: 'default',
        ttl: 60_000,
        limit: config.authRateLimit,
        skipIf: (context: ExecutionContext) => isUploadRoute(context) || isRenewalRoute(context),
      },
      {
        name: 'account',
        ttl: config.loginAccountWindowMs,
        limit: config.loginAccountLimit,
        getTracker: accountTracker,
        // One budget per account across the routes that check its password (by default each route counts apart).
        // Hashed, as the library's own keys are: no email is stored in a counter.
        generateKey: (_context: ExecutionContext, tracker: string) =>
          createHash('sha256').update(`account-${tracker}`).digest('hex'),
        skipIf: (context: ExecutionContext) => !isPasswordAttempt(context),
      },
      {
        name: 'renewal',
        ttl: 60_000,
        limit: config.authRateLimit,
        getTracker: (req: { user?: { id?: string } }) => `user:${req.user?.id}`,
        skipIf: (context: ExecutionContext) => !isRenewalRoute(context),
      },
      {
        name: 'upload',
        ttl: 60_000,
        limit: config.uploadRateLimit,
        getTracker: (req: { user?: { id?: string } }) => `user:${req.user?.id}`,
        skipIf: (context: ExecutionContext) => !isUploadRoute(context),
      },
    ],
    errorMessage: (context: ExecutionContext) =>
      isUploadRoute(context) ? UPLOAD_RATE_LIMIT_MESSAGE : AUTH_RATE_LIMIT_MESSAGE,
    storage: new DatabaseThrottlerStorage(db.rateLimitCounters),
  }),
});

/** ThrottlerGuard that answers every 429 with a plain Retry-After (the library suffixes it with the throttler's name). */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    context.switchToHttp().getResponse().setHeader('Retry-After', detail.timeToBlockExpire);
    return super.throwThrottlingException(context, detail);
  }
}

/** Limits guessing and abuse on a credentials or account route (429 beyond the limit). Above `@Authenticated()`, so the user is known. */
export const AuthRateLimit = () =>
  applyDecorators(UseGuards(AuthThrottlerGuard), ApiFailure(429, AUTH_RATE_LIMIT_MESSAGE));

/** Limits how fast one signed-in user can upload files (429 beyond the limit). Below `@Authenticated()` on the class. */
export const UploadRateLimit = () =>
  applyDecorators(
    SetMetadata(UPLOAD_LIMITED, true),
    UseGuards(AuthThrottlerGuard),
    ApiFailure(429, UPLOAD_RATE_LIMIT_MESSAGE),
  );

/** Limits how often one signed-in user can renew their token (429 beyond the limit). Above `@Authenticated()`, so the user is known. */
export const RenewalRateLimit = () =>
  applyDecorators(
    SetMetadata(RENEWAL_LIMITED, true),
    UseGuards(AuthThrottlerGuard),
    ApiFailure(429, AUTH_RATE_LIMIT_MESSAGE),
  );
