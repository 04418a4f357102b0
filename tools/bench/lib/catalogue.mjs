// The request catalogue (api/src/testing/request-catalogue.ts) and the API's catalogue orders (api/src/catalogue/books/
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
export const { BOOK_SORT_ORDERS, DEFAULT_BOOK_SORT } = require(
  join(workspaceRoot, 'api/src/catalogue/books/book-sorts.ts'),
);
