// The edge for Node: its TypeScript sources compiled as they load (by @swc-node/register, already installed for the
// API's sources), so `npm start`, the benchmarks, the browser tests and the specs' servers run the edge as checked in,
// with no build step. The hook compiles only the edge's own files (src/), with the edge's tsconfig.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const sources = join(here, 'src');
const { register } = require('@swc-node/register/register');
const { readDefaultTsConfig } = require('@swc-node/register/read-default-tsconfig');
register(readDefaultTsConfig(join(here, 'tsconfig.json')), { matcher: (file) => file.startsWith(sources) });

export const { serveStatic, contentSecurityPolicy, assembleFirstPaint, withHead } = require('./src/index.ts');
