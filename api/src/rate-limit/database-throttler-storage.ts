import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Model } from 'mongoose';
import type { RateLimitCounter } from './rate-limit.schema';

/** How often one process deletes expired counters (a real MongoDB also does it through the TTL index). */
const SWEEP_INTERVAL_MS = 60_000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in the database, so a limit holds across every API process on it.
 * Fixed windows: each hit is one atomic upsert + `$inc` on the counter of the current window (the embedded
 * server supports exactly that), and a caller over the limit stays blocked until that window ends — never longer,
 * however many more attempts arrive.
 */
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  private lastSweep = 0;

  constructor(private readonly counters: Model<RateLimitCounter>) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const window = Math.floor(now / ttl);
    const windowEnd = (window + 1) * ttl;
    this.sweep(now);
    const counter = await this.counters
      .findOneAndUpdate({ _id: `${key}:${window}` }, { $inc: { hits: 1 }, $setOnInsert: { expiresAt: new Date(windowEnd) } }, { upsert: true, returnDocument: 'after' })
      .lean()
      .orFail();
    const secondsLeft = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    const isBlocked = counter.hits > limit;
    return { totalHits: counter.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    // Best effort: a failed sweep only leaves a few stale counters for the next one.
    this.counters.deleteMany({ expiresAt: { $lte: new Date(now) } }).catch(() => undefined);
  }
}
