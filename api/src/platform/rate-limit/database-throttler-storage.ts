import type { ThrottlerStorage } from '@nestjs/throttler';
import { trusted, type Model } from 'mongoose';
import type { RateLimitCounter } from './rate-limit.schema';

/** How often one process deletes expired counters (a real MongoDB also does it through the TTL index). */
const SWEEP_INTERVAL_MS = 60_000;
/** A counter created by another process between our two steps is retried at most this many times. */
const MAX_ATTEMPTS = 5;
const DUPLICATE_KEY = 11000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in the database, so a limit holds across every API process on it.
 * A window starts at a tracker's first hit and lasts `ttl`, as in the library's in-memory storage: `limit` hits
 * within any window pass, the next is refused, whatever the clock says. (Windows aligned on the clock, tried
 * before, let `limit` hits at the end of one minute and `limit` more at the start of the next through.)
 * Each step is one atomic operation the embedded server supports: `$inc` on a live counter, else a reset of an
 * expired one, else an insert; two processes racing on the insert meet on the unique `_id` and the loser counts
 * on the winner's counter. A caller over the limit stays blocked until its window ends — never longer, however
 * many more attempts arrive.
 */
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  private lastSweep = 0;

  constructor(
    private readonly counters: Model<RateLimitCounter>,
    private readonly clock: () => number = Date.now,
  ) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.clock();
    this.sweep(now);
    const { hits, expiresAt } = await this.hit(key, ttl, now);
    const secondsLeft = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** The live counter of `key` (its hits, and the seconds left in its window) without counting a hit; null when none. */
  async peek(key: string): Promise<{ hits: number; secondsLeft: number } | null> {
    const now = this.clock();
    const live = await this.counters.findOne({ _id: key, expiresAt: trusted({ $gt: new Date(now) }) }).lean();
    return live && { hits: live.hits, secondsLeft: Math.max(1, Math.ceil((live.expiresAt.getTime() - now) / 1000)) };
  }

  /** Takes `hits` back from `key`'s live counter (not below zero), its window unchanged. */
  async forgive(key: string, hits: number): Promise<void> {
    if (hits <= 0) return;
    const live = { _id: key, expiresAt: trusted({ $gt: new Date(this.clock()) }) };
    const taken = await this.counters.updateOne({ ...live, hits: trusted({ $gte: hits }) }, { $inc: { hits: -hits } });
    if (taken.matchedCount === 0) await this.counters.updateOne(live, { $set: { hits: 0 } });
  }

  /** Forgets `key`'s counter: its next hit starts a new window. */
  async reset(key: string): Promise<void> {
    await this.counters.deleteOne({ _id: key });
  }

  private async hit(key: string, ttl: number, now: number): Promise<Pick<RateLimitCounter, 'hits' | 'expiresAt'>> {
    const after = { returnDocument: 'after' } as const;
    for (let attempt = 1; ; attempt++) {
      const live = await this.counters
        .findOneAndUpdate({ _id: key, expiresAt: trusted({ $gt: new Date(now) }) }, { $inc: { hits: 1 } }, after)
        .lean();
      if (live) return live;
      const fresh = { hits: 1, expiresAt: new Date(now + ttl) };
      const reset = await this.counters
        .findOneAndUpdate({ _id: key, expiresAt: trusted({ $lte: new Date(now) }) }, { $set: fresh }, after)
        .lean();
      if (reset) return reset;
      try {
        await this.counters.create({ _id: key, ...fresh });
        return fresh;
      } catch (error) {
        // Another process created it since our first step: count on theirs.
        if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    // Best effort: a failed sweep only leaves a few stale counters for the next one.
    this.counters.deleteMany({ expiresAt: trusted({ $lte: new Date(now) }) }).catch(() => undefined);
  }
}
