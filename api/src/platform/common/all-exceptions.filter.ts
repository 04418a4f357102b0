import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Error as MongooseError } from 'mongoose';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../database/database-unavailable';
import type { SecurityEvent, SecurityLog } from '../security-log/security-log';
import type { ApiError } from './api-response';
import { duplicateKeyField } from './duplicate-key';

const REFUSALS: Record<number, SecurityEvent> = { 401: 'unauthorized', 403: 'forbidden', 429: 'rate_limited' };

/** While the database is down every request fails the same way: log that once per interval, not per request. */
const DATABASE_LOG_INTERVAL_MS = 10_000;

/**
 * Turns every error into `{ success: false, message, errors? }` with the right status.
 * A user's mistake never becomes a 500; unexpected errors are logged and answered without details.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');
  private lastDatabaseLog = 0;

  constructor(private readonly securityLog?: SecurityLog) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    // The request deadline may have answered already (see request-deadline.ts); the late outcome has no one to go to.
    if (res.headersSent) return;
    const [status, body] = this.toResponse(exception);
    // A merged record's address (301) names where the kept one is.
    const location = exception instanceof HttpException && (exception.getResponse() as { location?: unknown }).location;
    if (typeof location === 'string') res.setHeader('Location', location);
    const refusal = REFUSALS[status];
    if (refusal && this.securityLog) {
      const req = host.switchToHttp().getRequest<Request>();
      this.securityLog.record(refusal, { method: req.method, path: req.path, ip: req.ip, message: body.message });
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    res.status(status).json(body);
  }

  private toResponse(exception: unknown): [number, ApiError] {
    if (isDatabaseUnavailable(exception)) {
      const now = Date.now();
      if (now - this.lastDatabaseLog > DATABASE_LOG_INTERVAL_MS) {
        this.lastDatabaseLog = now;
        this.logger.warn(`Database unavailable, answering 503: ${(exception as Error).message}`);
      }
      return [HttpStatus.SERVICE_UNAVAILABLE, { success: false, message: DATABASE_UNAVAILABLE_MESSAGE }];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return [status, { success: false, message: response }];
      const r = response as { message?: string | string[]; errors?: Record<string, string[]>; keptId?: string };
      const message = Array.isArray(r.message) ? r.message[0] : (r.message ?? exception.message);
      const kept = r.keptId ? { keptId: r.keptId } : {};
      return [status, { success: false, message, ...(r.errors ? { errors: r.errors } : {}), ...kept }];
    }
    if (exception instanceof MongooseError.CastError) {
      return [HttpStatus.BAD_REQUEST, { success: false, message: `Invalid ${exception.path}` }];
    }
    if (exception instanceof MongooseError.ValidationError) {
      const errors: Record<string, string[]> = {};
      for (const [field, err] of Object.entries(exception.errors)) errors[field] = [err.message];
      const first = Object.values(errors)[0]?.[0] ?? 'Validation failed';
      return [HttpStatus.BAD_REQUEST, { success: false, message: first, errors }];
    }
    const field = duplicateKeyField(exception);
    if (field !== null) {
      return [HttpStatus.CONFLICT, { success: false, message: `A record with this ${field} already exists` }];
    }
    const err = exception as { type?: string; status?: number; message?: string };
    // body-parser errors (malformed JSON, too large) carry a status of their own.
    if (err && typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
      const message = err.type === 'entity.parse.failed' ? 'Malformed JSON body' : (err.message ?? 'Bad request');
      return [err.status, { success: false, message }];
    }
    return [HttpStatus.INTERNAL_SERVER_ERROR, { success: false, message: 'Internal server error' }];
  }
}
