// The request catalogue (api/src/testing/request-catalogue.ts) and the API's catalogue orders (api/src/books/
// book-sorts.ts), loaded from their TypeScript source (@swc-node/register), so that the benchmarks send and floor the
// very requests the API's scan budget test sends, and sort as the API sorts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { workspaceRoot } from '../../lib/product.mjs';

process.env.SWC_NODE_PROJECT ??= join(workspaceRoot, 'api/tsconfig.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');

export const { REQUESTS, measuredBy, distinctSearch } = require(
  join(workspaceRoot, 'api/src/testing/request-catalogue.ts'),
);
export const { BOOK_SORT_ORDERS, DEFAULT_BOOK_SORT } = require(join(workspaceRoot, 'api/src/books/book-sorts.ts'));

// What a reader's browser sends to the API over HTTPS (Chromium's; Firefox and Safari take brotli there too), so that
// the API compresses as it does for readers: Node's fetch alone sends "gzip, deflate", which the API answers with gzip,
// dearer per byte (json-compression.ts): 0.5 ms against 0.2 ms for a reading list of 200 entries.
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The seeded readers that play each caller of the catalogue on a scale-seeded API, signed in: their headers. */
export async function signInCallers(base) {
  const login = async (email) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password123' }),
    });
    if (!res.ok) throw new Error(`${email} could not sign in: ${res.status}`);
    return { Authorization: `Bearer ${(await res.json()).data.token}` };
  };
  // reader1 follows 200 readers (every other reader in a catalogue under 2,010 books: it has fewer), reader2 two.
  return {
    anonymous: {},
    admin: await login('admin@example.test'),
    reader: await login('reader1@example.test'),
    otherReader: await login('reader2@example.test'),
  };
}
