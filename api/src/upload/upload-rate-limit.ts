import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { ApiFailure } from '../openapi-responses';

/** Uploads a user may make per minute: enough for any form, not enough to fill a disk. */
export const UPLOADS_PER_MINUTE = 20;
export const UPLOAD_RATE_LIMIT_MESSAGE = 'Too many uploads, please try again later';

/** Counts per signed-in user (not per IP: many users may share one address, one user may have many). */
@Injectable()
export class PerUserThrottlerGuard extends ThrottlerGuard {
  protected async getTracker(req: Request & { user?: AuthUser }): Promise<string> {
    return req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
  }

  protected async throwThrottlingException(): Promise<void> {
    throw new ThrottlerException(UPLOAD_RATE_LIMIT_MESSAGE);
  }
}

export const UploadRateLimit = () =>
  applyDecorators(
    Throttle({ default: { ttl: 60_000, limit: UPLOADS_PER_MINUTE } }),
    UseGuards(PerUserThrottlerGuard),
    ApiFailure(429, UPLOAD_RATE_LIMIT_MESSAGE),
  );
