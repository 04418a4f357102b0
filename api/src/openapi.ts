import type { OpenAPIObject } from '@nestjs/swagger';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument, createApp } from './app.factory';
import { loadConfig } from './platform/config/app-config';
import { startEmbeddedMongo } from './platform/database/embedded-mongo';

/*
 * The API's OpenAPI document is the one source of the client types. tools/gen-openapi.mjs writes it to
 * api/openapi.json and the types generated from it to core/src/api/openapi.d.ts; openapi.spec.ts
 * fails when either is stale.
 */

/** Boots the whole app on a throwaway embedded database (never listening) and builds its OpenAPI document. */
export async function generateOpenApiDocument(): Promise<OpenAPIObject> {
  const mongo = await startEmbeddedMongo('openapi');
  const uploadDir = mkdtempSync(join(tmpdir(), 'openapi-uploads-'));
  try {
    const config = loadConfig({ JWT_SECRET: 'openapi', UPLOAD_DIR: uploadDir, SEED: 'false' });
    const app = await createApp(config, mongo.uri, { logger: false });
    try {
      return buildOpenApiDocument(app);
    } finally {
      await app.close();
    }
  } finally {
    await mongo.stop();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

/** The committed form of the document (stable key order as built, two-space indent, final newline). */
export function serializeOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
