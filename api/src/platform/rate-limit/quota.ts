import { trusted, type Model } from 'mongoose';
import type { RateLimitCounter } from './rate-limit.schema';

const MAX_ATTEMPTS = 5;
const DUPLICATE_KEY = 11000;

/** What a quota answered: granted, or refused with the seconds until its window ends. */
export type QuotaAnswer = { granted: true } | { granted: false; retryAfterSeconds: number };

/**
 * A budget of `limit` units per window of `windowMs` (from its first use), counted in the database like the rate
 * limits (rate_limits, one counter per key) so that it holds across API processes. Taking several units is one
 * conditional `$inc`: two requests at once cannot both pass the limit; a refused take counts nothing.
 */
export class Quota {
  constructor(
    private readonly counters: Model<RateLimitCounter>,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async take(key: string, units: number): Promise<QuotaAnswer> {
    const now = new Date(this.clock());
    const live = { _id: key, expiresAt: trusted({ $gt: now }) };
    for (let attempt = 1; ; attempt++) {
      const taken = await this.counters
        .findOneAndUpdate({ ...live, hits: trusted({ $lte: this.limit - units }) }, { $inc: { hits: units } })
        .lean();
      if (taken) return { granted: true };
      const current = await this.counters.findOne(live).lean();
      // Started by another request between our two reads, with room left: take from it on the next attempt.
      if (current && current.hits + units <= this.limit && attempt < MAX_ATTEMPTS) continue;
      if (current)
        return {
          granted: false,
          retryAfterSeconds: Math.max(1, Math.ceil((current.expiresAt.getTime() - now.getTime()) / 1000)),
        };
      if (units > this.limit) return { granted: false, retryAfterSeconds: Math.ceil(this.windowMs / 1000) };
      // No live window: start one (an expired counter is reset in place, else created).
      const fresh = { hits: units, expiresAt: new Date(now.getTime() + this.windowMs) };
      const reset = await this.counters
        .findOneAndUpdate({ _id: key, expiresAt: trusted({ $lte: now }) }, { $set: fresh })
        .lean();
      if (reset) return { granted: true };
      try {
        await this.counters.create({ _id: key, ...fresh });
        return { granted: true };
      } catch (error) {
        // Another process started the window meanwhile: take from theirs.
        if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
}
