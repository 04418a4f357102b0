import { join } from 'node:path';
import { E2E_PORTS } from './ports';

// Resolved at run time: tools/ is not a project, so a literal import path would cross the lint's module boundaries.
const PRODUCT = join(__dirname, '../../../tools/lib/product.mjs');

/** Starts the built product once for all browser tests (the builds come from `npm test` / `nx run-many -t build`). */
export default async function globalSetup(): Promise<void> {
  const { startProduct } = await import(PRODUCT);
  const product = await startProduct({ ports: E2E_PORTS, apiEnv: { AUTH_RATE_LIMIT: '1000', LOGIN_ACCOUNT_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000', JWT_SECRET: 'e2e-secret' }, quiet: true });
  (globalThis as Record<string, unknown>).__PRODUCT__ = product;
}
