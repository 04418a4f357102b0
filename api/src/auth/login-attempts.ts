import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseThrottlerStorage } from '../rate-limit/database-throttler-storage';
import { AUTH_RATE_LIMIT_MESSAGE } from './auth-rate-limit';
import { Collections } from '../database/collections';

/** Counter keys are hashed, as the throttler's own: no email or address is stored in a counter. */
const counterKey = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/**
 * The per-account limit on sign-ins, built so that a stranger can never lock a chosen account out (after OWASP's
 * advice on account lockout: slow the guesser, not the owner). Within LOGIN_ACCOUNT_WINDOW_MS, counted in the
 * database so every API process shares them:
 * - each client address gets LOGIN_ACCOUNT_LIMIT sign-in attempts on one account, and is then refused on that account
 *   until its window ends (a success clears its count, and takes its failures back from the account's);
 * - once an account has had LOGIN_ACCOUNT_LIMIT failures from all addresses together, an address that has already
 *   tried it (and not succeeded) is refused too: a guessing run spread over many addresses gets one guess per address,
 *   while the owner, from an address that has not failed on the account, still signs in.
 * A refused attempt is a 429 with Retry-After; no window is extended by refused attempts. The client address is
 * the one TRUST_PROXY lets Express believe (the product's own proxy hop only), so a client cannot pick another.
 */
@Injectable()
export class LoginAttempts {
  private readonly counters: DatabaseThrottlerStorage;

  constructor(
    db: Collections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.counters = new DatabaseThrottlerStorage(db.rateLimitCounters);
  }

  /** Runs `signIn` (a check of `email`'s password) for the client at `address`, unless the limit refuses it first. */
  async attempt<T>(email: string, address: string, res: Response, signIn: () => Promise<T>): Promise<T> {
    const account = email.trim().toLowerCase();
    const { loginAccountLimit: limit, loginAccountWindowMs: windowMs } = this.config;
    const fromAddress = counterKey('login-address', account, address);
    const onAccount = counterKey('login-failures', account);
    const tries = await this.counters.increment(fromAddress, windowMs, limit);
    if (tries.isBlocked) throw tooMany(res, tries.timeToBlockExpire);
    if (tries.totalHits > 1) {
      const failures = await this.counters.peek(onAccount);
      if (failures && failures.hits >= limit) throw tooMany(res, failures.secondsLeft);
    }
    try {
      const result = await signIn();
      // The owner's own mistypes, made good, no longer count against the account.
      await Promise.all([this.counters.reset(fromAddress), this.counters.forgive(onAccount, tries.totalHits - 1)]);
      return result;
    } catch (err) {
      if (err instanceof UnauthorizedException) await this.counters.increment(onAccount, windowMs, limit);
      throw err;
    }
  }
}

function tooMany(res: Response, retryAfterSeconds: number): HttpException {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  return new HttpException(AUTH_RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
}
