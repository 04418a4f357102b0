import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Global,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Module,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Response } from 'express';
import { Types } from 'mongoose';
import { isAdmin, type AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards';
import { ApiFailure } from '../../platform/common/openapi-responses';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { Quota } from '../../platform/rate-limit/quota';
import { Collections } from '../../platform/database/collections';

/** What one reader can do to others, each limited per account and hour. */
export type LimitedAction = 'comments' | 'likes' | 'follows' | 'reports' | 'blocks' | 'clubs';

const HOUR_MS = 3_600_000;
export const accountLimitMessage = (action: LimitedAction) => `Too many ${action}; try again later`;

/** 429 with Retry-After: this account used up this hour's allowance of an action. */
export class AccountLimitExceeded extends HttpException {
  constructor(
    action: LimitedAction,
    readonly retryAfterSeconds: number,
  ) {
    super(accountLimitMessage(action), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Per-account hourly allowances, counted in the database (rate_limits, one counter per account and action, as the
 * Quota of suggestions) so that they hold across API processes. An account younger than an hour gets
 * NEW_ACCOUNT_LIMIT_FACTOR of each: a fresh account made to spam runs dry quickly.
 */
@Injectable()
export class AccountLimits {
  constructor(
    private readonly db: Collections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Takes one of this hour's `action`s from the account, or throws AccountLimitExceeded. */
  async take(userId: string, action: LimitedAction): Promise<void> {
    const limit = await this.limitOf(userId, action);
    const answer = await new Quota(this.db.rateLimitCounters, limit, HOUR_MS).take(`account:${action}:${userId}`, 1);
    if (!answer.granted) throw new AccountLimitExceeded(action, answer.retryAfterSeconds);
  }

  private async limitOf(userId: string, action: LimitedAction): Promise<number> {
    const full = this.config.accountHourlyLimits[action];
    const user = await this.db.users
      .findOne({ _id: new Types.ObjectId(userId) })
      .select('createdAt')
      .lean();
    // An account written without a creation time predates these limits: not new.
    const isNew = !!user?.createdAt && Date.now() - new Date(user.createdAt).getTime() < HOUR_MS;
    return isNew ? Math.max(1, Math.ceil(full * this.config.newAccountLimitFactor)) : full;
  }
}

const ACTION_KEY = 'communityWriteAction';

/** The action a route handler was declared a community write of (@CommunityWrite), if it was. */
export const communityWriteOf = (handler: object): LimitedAction | undefined =>
  Reflect.getMetadata(ACTION_KEY, handler) as LimitedAction | undefined;

/** Counts the request against the signed-in caller's allowance of the route's action (after JwtAuthGuard). */
@Injectable()
export class AccountLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: AccountLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<LimitedAction | undefined>(ACTION_KEY, context.getHandler());
    const user = context.switchToHttp().getRequest().user as AuthUser | undefined;
    // Administrators moderate (removing readers' comments, reports' subjects): a compromised administrator account is
    // out of the threat model (docs/security.md), and a limit would only stop moderation in a flood.
    if (!action || !user || isAdmin(user)) return true;
    try {
      await this.limits.take(user.id, action);
    } catch (err) {
      if (err instanceof AccountLimitExceeded)
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
    return true;
  }
}

/**
 * Declares a community write: a route by which one reader reaches or affects another (following, liking, commenting,
 * blocking, reporting, and undoing or answering any of them). Declaring is limiting: signed-in readers only (401
 * otherwise), each within their hourly allowance of `action` (429 + Retry-After beyond), e.g.
 * `@CommunityWrite('follows')` instead of @Authenticated(). Every attempt counts, refused ones included. A test lists
 * every write route of the API and fails on one neither declared so nor explained (community-writes.spec.ts).
 */
export const CommunityWrite = (action: LimitedAction) =>
  applyDecorators(
    SetMetadata(ACTION_KEY, action),
    UseGuards(JwtAuthGuard, AccountLimitGuard),
    ApiBearerAuth(),
    ApiFailure(401, 'Not signed in'),
    ApiFailure(429, accountLimitMessage(action)),
  );

/** Global: any module's controller may use CommunityWrite, and any service AccountLimits. */
@Global()
@Module({
  providers: [AccountLimits, AccountLimitGuard],
  exports: [AccountLimits, AccountLimitGuard],
})
export class AccountLimitsModule {}
