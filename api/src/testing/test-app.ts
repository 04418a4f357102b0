import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../app.factory';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import { startEmbeddedMongo, type EmbeddedMongo } from '../platform/database/embedded-mongo';
import { IMAGE_STORE, type ImageStore } from '../platform/upload/image-store';
import { UPLOADS_PATH } from '../platform/upload/serve-uploads';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  config: AppConfig;
  connection: Connection;
  /** The embedded database of this app (its process may be frozen or killed by resilience tests). */
  mongo: EmbeddedMongo;
  /** The bytes of a stored image, by its URL (`/api/uploads/<name>`), read from the store itself; null when absent. */
  storedImage(url: string): Promise<Buffer | null>;
  /** Removes every document of every collection (deleteMany, which the embedded server supports). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Boots the real Nest app against a fresh embedded database (one per test file). Specs boot it through setUpApp
 * (fixtures.ts), which also closes it; a test that boots its own closes it itself.
 */
export async function createTestApp(env: Partial<NodeJS.ProcessEnv> = {}): Promise<TestApp> {
  const mongo: EmbeddedMongo = await startEmbeddedMongo('test');
  const uploadDir = mkdtempSync(join(tmpdir(), 'book-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret',
    UPLOAD_DIR: uploadDir,
    BCRYPT_ROUNDS: '4',
    AUTH_RATE_LIMIT: '1000',
    LOGIN_ACCOUNT_LIMIT: '1000',
    UPLOAD_RATE_LIMIT: '1000',
    COMMENT_RATE_LIMIT: '10000',
    LIKE_RATE_LIMIT: '10000',
    FOLLOW_RATE_LIMIT: '10000',
    REPORT_RATE_LIMIT: '10000',
    BLOCK_RATE_LIMIT: '10000',
    CLUB_RATE_LIMIT: '10000',
    READ_CACHE_TTL_MS: '0',
    // A behaviour must not depend on how loaded the machine running the tests is: the product's 1.8 s deadline is
    // tested where it is the subject (resilience specs set their own), the others get one a busy machine never reaches.
    REQUEST_TIMEOUT_MS: '20000',
    ...env,
  });
  const app = await createApp(config, mongo.uri, { logger: false });
  const connection = app.get<Connection>(getConnectionToken());
  return {
    app,
    http: request(app.getHttpServer()),
    config,
    connection,
    mongo,
    async storedImage(url) {
      const image = await app
        .get<ImageStore>(IMAGE_STORE)
        .find(url.slice(url.indexOf(UPLOADS_PATH) + UPLOADS_PATH.length + 1));
      return image && Buffer.concat(await image.open().toArray());
    },
    async reset() {
      await Promise.all(Object.values(connection.models).map((m) => m.deleteMany({})));
    },
    async close() {
      await app.close();
      await mongo.stop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
