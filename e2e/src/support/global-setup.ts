import { startSharedProduct } from './servers';

/** Starts the built product once for all browser tests (the builds come from `npm test` / `nx run-many -t build`). */
export default async function globalSetup(): Promise<void> {
  (globalThis as Record<string, unknown>).__PRODUCT__ = await startSharedProduct();
}
