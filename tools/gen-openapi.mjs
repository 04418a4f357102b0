// Regenerates the API's OpenAPI document (api/openapi.json, committed: the contract other tools read) from the app,
// then the client's types from it (tools/gen-api-types.mjs: the core's and each remote's own slice, git-ignored).
// Boots the API on a throwaway embedded database without listening.
//   node tools/gen-openapi.mjs          write the document and the types (`npm run api:openapi`)
//   node tools/gen-openapi.mjs --check  write nothing; exit 1 when the committed document is stale, or when a remote
//                                       declares a path it lacks
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DOCUMENT, apiTypes, writeApiTypes } from './gen-api-types.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Compile the API's TypeScript on the fly, with its decorator settings.
process.env.SWC_NODE_PROJECT ??= join(root, 'api/tsconfig.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { generateOpenApiDocument, serializeOpenApi } = require('../api/src/openapi.ts');

const document = await generateOpenApiDocument();
const serialized = serializeOpenApi(document);

if (process.argv.includes('--check')) {
  const read = (file) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  if (read(API_DOCUMENT) !== serialized) {
    console.error(`Stale: ${API_DOCUMENT}. Run \`npm run api:openapi\` and commit the result.`);
    process.exit(1);
  }
  try {
    await apiTypes(document, root);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log("The OpenAPI document is up to date, and every remote's declared paths are in it.");
} else {
  writeFileSync(join(root, API_DOCUMENT), serialized);
  console.log(`wrote ${API_DOCUMENT}`);
  for (const file of await writeApiTypes(JSON.parse(serialized), root)) console.log(`wrote ${file}`);
}
