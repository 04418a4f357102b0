import { applyDecorators, Injectable, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { ThrottlerGuard, ThrottlerModule, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiFailure } from '../common/openapi-responses';
import { DatabaseThrottlerStorage } from '../rate-limit/database-throttler-storage';
import { RateLimitCounter, RateLimitCounterSchema } from '../rate-limit/rate-limit.schema';

export const AUTH_RATE_LIMIT_MESSAGE = 'Too many attempts, please try again later';
export const UPLOAD_RATE_LIMIT_MESSAGE = 'Too many uploads, please try again later';

const UPLOAD_LIMITED = 'uploadRateLimited';
/** A route marked UploadRateLimit (an image upload, a reading-history import): files a user could send in a loop. */
const isUploadRoute = (context: ExecutionContext) => Reflect.getMetadata(UPLOAD_LIMITED, context.getHandler()) === true;
const RENEWAL_LIMITED = 'renewalRateLimited';
/** A route marked RenewalRateLimit (token renewal): counted per account, not per address (readers behind one NAT). */
const isRenewalRoute = (context: ExecutionContext) => Reflect.getMetadata(RENEWAL_LIMITED, context.getHandler()) === true;

/**
 * Password attempts, counted per account whatever the IP (what stops a guessing run spread over many addresses):
 * sign-in, change-password, and a profile update that sends the current password (an email change checks it, and
 * its answer tells a right guess from a wrong one).
 */
function isPasswordAttempt(context: ExecutionContext): boolean {
  const handler = context.getHandler().name;
  if (handler === 'updateProfile') return Boolean(context.switchToHttp().getRequest<Request>().body?.currentPassword);
  return handler === 'login' || handler === 'changePassword';
}
/** The signed-in user (change-password, profile; the JWT guard runs first) or the email being signed in to. */
const accountTracker = (req: Partial<Pick<Request, 'body'>> & { user?: { id?: string } }) =>
  req.user?.id ? `user:${req.user.id}` : `email:${String(req.body?.email ?? '').trim().toLowerCase()}`;

/**
 * Counters for AuthRateLimit, kept in the database so they hold across API processes:
 * - `default`: `config.authRateLimit` attempts per client IP per minute, counted per route;
 * - `account`: `config.loginAccountLimit` password attempts (sign-in per email; change-password and a profile update
 *   with the current password, per user) per `config.loginAccountWindowMs`. A locked
 *   account unlocks when its window ends, however many attempts arrive meanwhile, so an attacker cannot keep
 *   extending the lockout; it only ever blocks password attempts, never an existing session.
 * - `renewal`: `config.authRateLimit` token renewals per signed-in user per minute (RenewalRateLimit routes only; a
 *   page renews its token once per half-life, so only a loop reaches it);
 * - `upload`: `config.uploadRateLimit` file uploads (images, imports) per signed-in user per minute (UploadRateLimit
 *   routes only).
 * The guard is applied per route, never globally, so only the routes marked AuthRateLimit/UploadRateLimit are limited.
 */
export const AuthThrottlerModule = ThrottlerModule.forRootAsync({
  imports: [MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }])],
  inject: [APP_CONFIG, getModelToken(RateLimitCounter.name)],
  useFactory: (config: AppConfig, counters: Model<RateLimitCounter>) => ({
    throttlers: [
      { name: 'default', ttl: 60_000, limit: config.authRateLimit, skipIf: (context: ExecutionContext) => isUploadRoute(context) || isRenewalRoute(context) },
      {
        name: 'account',
        ttl: config.loginAccountWindowMs,
        limit: config.loginAccountLimit,
        getTracker: accountTracker,
        // One budget per account across the routes that check its password (by default each route counts apart).
        // Hashed, as the library's own keys are: no email is stored in a counter.
        generateKey: (_context: ExecutionContext, tracker: string) => createHash('sha256').update(`account-${tracker}`).digest('hex'),
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

/** Limits how fast one signed-in user can upload files (429 beyond the limit). Below `@Authenticated()` on the class. */
export const UploadRateLimit = () => applyDecorators(SetMetadata(UPLOAD_LIMITED, true), UseGuards(AuthThrottlerGuard), ApiFailure(429, UPLOAD_RATE_LIMIT_MESSAGE));

/** Limits how often one signed-in user can renew their token (429 beyond the limit). Above `@Authenticated()`, so the user is known. */
export const RenewalRateLimit = () => applyDecorators(SetMetadata(RENEWAL_LIMITED, true), UseGuards(AuthThrottlerGuard), ApiFailure(429, AUTH_RATE_LIMIT_MESSAGE));
