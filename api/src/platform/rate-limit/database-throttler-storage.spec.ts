import type { INestApplication } from '@nestjs/common';
import type { Model } from 'mongoose';
import request from 'supertest';
import { createApp } from '../../app.factory';
import { setUpApp } from '../../testing/fixtures';
import { DatabaseThrottlerStorage } from './database-throttler-storage';
import { RateLimitCounter } from './rate-limit.schema';
import { Collections } from '../database/collections';

/** Two API instances on one database share their rate-limit counters (AUTH_RATE_LIMIT=3). */
describe('rate-limit counters in the database', () => {
  let apps: INestApplication[];
  afterAll(() => apps[1].close()); // the second instance, before the database it shares stops
  const { t } = setUpApp({ env: { AUTH_RATE_LIMIT: '3' } });
  beforeAll(async () => {
    apps = [t.app, await createApp(t.config, t.mongo.uri, { logger: false })];
  });

  it('counts attempts made through either instance against one limit', async () => {
    const attempt = (app: INestApplication) =>
      request(app.getHttpServer()).post('/api/auth/login').send({ email: 'someone@example.com', password: 'guess-it' });
    await attempt(apps[0]).expect(401);
    await attempt(apps[1]).expect(401);
    await attempt(apps[0]).expect(401);
    const res = await attempt(apps[1]).expect(429);
    expect(res.body.message).toBe('Too many attempts, please try again later');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('windows', () => {
    const MINUTE = 60_000;
    let counters: Model<RateLimitCounter>;
    let now: number;
    let storage: DatabaseThrottlerStorage;
    let key = 0;
    const nextKey = () => `windows-test:${++key}`;
    beforeEach(() => {
      counters = apps[0].get(Collections).rateLimitCounters;
      now = Date.now();
      storage = new DatabaseThrottlerStorage(counters, () => now);
    });

    it('start at the first hit, so hits on both sides of a clock minute count in one window', async () => {
      const id = nextKey();
      now = Math.ceil(now / MINUTE) * MINUTE - 100; // 100 ms before a whole minute
      for (let i = 1; i <= 3; i++)
        expect(await storage.increment(id, MINUTE, 3)).toMatchObject({ totalHits: i, isBlocked: false });
      now += 200;
      expect(await storage.increment(id, MINUTE, 3)).toEqual({
        totalHits: 4,
        isBlocked: true,
        timeToExpire: 60,
        timeToBlockExpire: 60,
      });
    });

    it('end when their time is up, however many refused attempts arrived meanwhile', async () => {
      const id = nextKey();
      for (let i = 0; i < 3; i++) await storage.increment(id, MINUTE, 3);
      now += MINUTE - 1000;
      for (let i = 0; i < 5; i++) expect((await storage.increment(id, MINUTE, 3)).timeToBlockExpire).toBe(1);
      now += 1000;
      expect(await storage.increment(id, MINUTE, 3)).toEqual({
        totalHits: 1,
        isBlocked: false,
        timeToExpire: 60,
        timeToBlockExpire: 0,
      });
    });

    it('are deleted once expired, by the first hit of a process and then once a minute', async () => {
      const expired = nextKey();
      await counters.create({ _id: expired, hits: 7, expiresAt: new Date(now - 1) });
      await storage.increment(nextKey(), MINUTE, 3);
      for (let i = 0; i < 50 && (await counters.exists({ _id: expired })); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await counters.exists({ _id: expired })).toBeNull();
    });

    it('are read without a hit, given hits back (never below zero) and forgotten, their window unchanged', async () => {
      const id = nextKey();
      expect(await storage.peek(id)).toBeNull();
      for (let i = 0; i < 3; i++) await storage.increment(id, MINUTE, 5);
      now += 20_000;
      expect(await storage.peek(id)).toEqual({ hits: 3, secondsLeft: 40 });
      await storage.forgive(id, 2);
      expect(await storage.peek(id)).toEqual({ hits: 1, secondsLeft: 40 });
      await storage.forgive(id, 4);
      expect(await storage.peek(id)).toEqual({ hits: 0, secondsLeft: 40 });
      await storage.reset(id);
      expect(await storage.peek(id)).toBeNull();
    });

    it('count every hit exactly once when two processes race on a new counter', async () => {
      const id = nextKey();
      const other = new DatabaseThrottlerStorage(counters, () => now);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? storage : other).increment(id, MINUTE, 100)),
      );
      // Every hit counted once: the counter holds the twelve.
      expect(await storage.peek(id)).toMatchObject({ hits: 12 });
      // No caller is told fewer hits than had reached the counter with its own, so a limit never lets one more
      // through. (A real MongoDB answers each increment its own total, 1 to 12; the embedded server may answer two
      // increments racing on one document both with the later total, which only errs on the side of the limit.)
      const told = results.map((r) => r.totalHits).sort((a, b) => a - b);
      told.forEach((hits, i) => expect(hits).toBeGreaterThanOrEqual(i + 1));
      expect(told.at(-1)).toBe(12);
    });
  });
});
