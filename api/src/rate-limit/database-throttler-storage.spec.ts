import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../app.factory';
import { loadConfig } from '../config/app-config';
import { startEmbeddedMongo, type EmbeddedMongo } from '../database/embedded-mongo';

/** Two API instances on one database share their rate-limit counters (AUTH_RATE_LIMIT=3). */
describe('rate-limit counters in the database', () => {
  let mongo: EmbeddedMongo;
  let apps: INestApplication[];
  const uploadDir = mkdtempSync(join(tmpdir(), 'book-uploads-'));

  beforeAll(async () => {
    mongo = await startEmbeddedMongo('test');
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret', UPLOAD_DIR: uploadDir, SEED: 'false', AUTH_RATE_LIMIT: '3', READ_CACHE_TTL_MS: '0' });
    apps = [await createApp(config, mongo.uri, { logger: false }), await createApp(config, mongo.uri, { logger: false })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await mongo.stop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('counts attempts made through either instance against one limit', async () => {
    const attempt = (app: INestApplication) => request(app.getHttpServer()).post('/api/auth/login').send({ email: 'someone@example.com', password: 'guess-it' });
    await attempt(apps[0]).expect(401);
    await attempt(apps[1]).expect(401);
    await attempt(apps[0]).expect(401);
    const res = await attempt(apps[1]).expect(429);
    expect(res.body.message).toBe('Too many attempts, please try again later');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
