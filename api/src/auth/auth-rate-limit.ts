import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiFailure } from '../openapi-responses';

export const AUTH_RATE_LIMIT_MESSAGE = 'Too many attempts, please try again later';

/**
 * Counters for AuthRateLimit: `config.authRateLimit` attempts per IP per minute, counted per route.
 * The guard is applied per route, never globally, so only the routes marked AuthRateLimit are limited.
 */
export const AuthThrottlerModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    throttlers: [{ ttl: 60_000, limit: config.authRateLimit }],
    errorMessage: AUTH_RATE_LIMIT_MESSAGE,
  }),
});

/** Limits guessing on a credentials route (429 beyond the limit). */
export const AuthRateLimit = () => applyDecorators(UseGuards(ThrottlerGuard), ApiFailure(429, AUTH_RATE_LIMIT_MESSAGE));
