import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { CookieOptions, Request, Response } from 'express';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { Quota } from '../../platform/rate-limit/quota';
import { DatabaseThrottlerStorage } from '../../platform/rate-limit/database-throttler-storage';
import { AUTH_RATE_LIMIT_MESSAGE } from './auth-rate-limit';
import type { AuthResult } from './auth.response';
import { Collections } from '../../platform/database/collections';

/** Counter keys are hashed, as the throttler's own: no email or address is stored in a counter. */
const counterKey = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/** A device cookie is named after its account (`device_<account id>`), so one browser may hold one per account. */
const DEVICE_COOKIE_PREFIX = 'device_';
/** Only the sign-in reads it. */
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3600_000;
const ACCOUNT_ID = /^[0-9a-f]{24}$/;

/**
 * The per-account limit on sign-ins, after OWASP's device cookies: distributed guessing stops, and a stranger can never
 * lock the owner out. Every successful sign-in gives the browser a device cookie (HttpOnly, SameSite=Strict, Secure
 * over https) binding the account's id with an HMAC keyed by the JWT secret. Within LOGIN_ACCOUNT_WINDOW_MS, counted in
 * the database so every API process shares them:
 * - a browser presenting a valid device cookie of the account has its own allowance of LOGIN_ACCOUNT_LIMIT attempts,
 *   which nobody without that cookie can spend;
 * - every other client draws on the account's budget of LOGIN_ACCOUNT_LIMIT failures, taken before the password is
 *   checked (one atomic `$inc`, so parallel guesses cannot overrun it) and given back on success; once it is spent,
 *   they wait until its window ends, whatever their address and even with the right password. Each client address
 *   (IPv6 by /64) also gets at most LOGIN_ACCOUNT_LIMIT attempts on one account; a success clears its count and takes
 *   its failures back from the account's.
 * A refused attempt is a 429 with Retry-After; no window is extended by refused attempts. The client address is the
 * one TRUST_PROXY lets Express believe (the product's own proxy hop only), so a client cannot pick another.
 */
@Injectable()
export class LoginAttempts {
  private readonly counters: DatabaseThrottlerStorage;
  private readonly accountFailures: Quota;
  private readonly deviceKey: Buffer;

  constructor(
    private readonly db: Collections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.counters = new DatabaseThrottlerStorage(db.rateLimitCounters);
    this.accountFailures = new Quota(db.rateLimitCounters, config.loginAccountLimit, config.loginAccountWindowMs);
    this.deviceKey = createHmac('sha256', config.jwtSecret).update('login device cookie').digest();
  }

  /** Runs `signIn` (a check of `email`'s password) for the client of `req`, unless the limit refuses it first. */
  async attempt(email: string, req: Request, res: Response, signIn: () => Promise<AuthResult>): Promise<AuthResult> {
    const account = email.trim().toLowerCase();
    const device = await this.trustedDevice(req, account);
    const result = device
      ? await this.fromTrustedDevice(account, device, res, signIn)
      : await this.fromOtherClient(account, normalizeIp(req.ip ?? ''), res, signIn);
    this.rememberDevice(req, res, result.user._id);
    return result;
  }

  /** Gives the browser of `req` a fresh device cookie of the account `accountId` (at each sign-in, registration included). */
  rememberDevice(req: Request, res: Response, accountId: string): void {
    const { name, value, options } = this.deviceCookie(accountId, req.secure);
    res.cookie(name, value, options);
  }

  private async fromTrustedDevice(
    account: string,
    device: string,
    res: Response,
    signIn: () => Promise<AuthResult>,
  ): Promise<AuthResult> {
    const { loginAccountLimit: limit, loginAccountWindowMs: windowMs } = this.config;
    const fromDevice = counterKey('login-device', account, device);
    const tries = await this.counters.increment(fromDevice, windowMs, limit);
    if (tries.isBlocked) throw tooMany(res, tries.timeToBlockExpire);
    const result = await signIn();
    await this.counters.reset(fromDevice);
    return result;
  }

  private async fromOtherClient(
    account: string,
    address: string,
    res: Response,
    signIn: () => Promise<AuthResult>,
  ): Promise<AuthResult> {
    const { loginAccountLimit: limit, loginAccountWindowMs: windowMs } = this.config;
    const onAccount = counterKey('login-failures', account);
    const fromAddress = counterKey('login-address', account, address);
    // This attempt's failure, reserved before the password is checked: given back unless it fails.
    const reserved = await this.accountFailures.take(onAccount, 1);
    if (!reserved.granted) throw tooMany(res, reserved.retryAfterSeconds);
    const tries = await this.counters.increment(fromAddress, windowMs, limit);
    if (tries.isBlocked) {
      await this.counters.forgive(onAccount, 1);
      throw tooMany(res, tries.timeToBlockExpire);
    }
    let result: AuthResult;
    try {
      result = await signIn();
    } catch (err) {
      if (!(err instanceof UnauthorizedException)) await this.counters.forgive(onAccount, 1);
      throw err;
    }
    // The owner's own mistypes, made good, no longer count against the account.
    await Promise.all([this.counters.reset(fromAddress), this.counters.forgive(onAccount, tries.totalHits)]);
    return result;
  }

  /**
   * The nonce of the request's device cookie for `account` when it is one this API signed for that account's id; null
   * otherwise (no cookie, another account's, or forged). Only a signed cookie costs a read of the account's id.
   */
  private async trustedDevice(req: Request, account: string): Promise<string | null> {
    const signed = deviceCookies(req.headers.cookie).filter(
      ({ accountId, nonce, signature }) => ACCOUNT_ID.test(accountId) && this.verify(accountId, nonce, signature),
    );
    if (signed.length === 0) return null;
    const user = await this.db.users.findOne({ email: account }).select('_id').lean();
    return signed.find(({ accountId }) => user && String(user._id) === accountId)?.nonce ?? null;
  }

  /** A new device cookie for the account `accountId` (a fresh one at each sign-in). */
  private deviceCookie(accountId: string, secure: boolean): { name: string; value: string; options: CookieOptions } {
    const nonce = randomBytes(16).toString('base64url');
    return {
      name: `${DEVICE_COOKIE_PREFIX}${accountId}`,
      value: `${nonce}.${this.sign(accountId, nonce)}`,
      options: {
        httpOnly: true,
        secure,
        sameSite: 'strict',
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      },
    };
  }

  private sign(accountId: string, nonce: string): string {
    return createHmac('sha256', this.deviceKey).update(`${accountId}.${nonce}`).digest('base64url');
  }

  private verify(accountId: string, nonce: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(accountId, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The device cookies a Cookie header carries: `device_<account id>=<nonce>.<signature>`. */
function deviceCookies(header: string | undefined): { accountId: string; nonce: string; signature: string }[] {
  return (header ?? '').split(';').flatMap((pair) => {
    const [name, value = ''] = pair.trim().split('=', 2);
    const [nonce, signature, ...rest] = value.split('.');
    if (!name.startsWith(DEVICE_COOKIE_PREFIX) || !nonce || !signature || rest.length > 0) return [];
    return [{ accountId: name.slice(DEVICE_COOKIE_PREFIX.length), nonce, signature }];
  });
}

function tooMany(res: Response, retryAfterSeconds: number): HttpException {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  return new HttpException(AUTH_RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
}
