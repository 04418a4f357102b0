// Regenerates the API's OpenAPI document (api/openapi.json) and the TypeScript types generated from it: the core's
// (core/src/api/openapi.d.ts) and each remote's own, for the paths it declares (tools/lib/remote-document.mjs). Boots the API on a throwaway embedded database without listening.
//   node tools/gen-openapi.mjs          write both files (`npm run api:openapi`)
//   node tools/gen-openapi.mjs --check  write nothing; exit 1 when a committed file is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { API_PATHS_FILE, remotesWithOwnDocument, sliceDocument } from './lib/remote-document.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Compile the API's TypeScript on the fly, with its decorator settings.
process.env.SWC_NODE_PROJECT ??= join(root, 'api/tsconfig.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { generateOpenApiDocument, serializeOpenApi } = require('../api/src/openapi.ts');

const TYPES_HEADER =
  '// Generated from api/openapi.json by `npm run api:openapi` (tools/gen-openapi.mjs). Do not edit.\n\n';

const document = await generateOpenApiDocument();
const outputs = {
  'api/openapi.json': serializeOpenApi(document),
  'core/src/api/openapi.d.ts': TYPES_HEADER + astToString(await openapiTS(document)),
};
for (const { project, declared } of remotesWithOwnDocument(root)) {
  const folder = join(project, dirname(API_PATHS_FILE));
  const header = TYPES_HEADER.replace(
    'api/openapi.json',
    `api/openapi.json (the paths in ${join(folder, 'api-paths.json')})`,
  );
  outputs[join(folder, declared.output)] =
    header + astToString(await openapiTS(sliceDocument(document, declared.paths)));
}

if (process.argv.includes('--check')) {
  const read = (file) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const stale = Object.keys(outputs).filter((file) => read(file) !== outputs[file]);
  if (stale.length) {
    console.error(`Stale: ${stale.join(', ')}. Run \`npm run api:openapi\` and commit the result.`);
    process.exit(1);
  }
  console.log('OpenAPI document and client types are up to date.');
} else {
  for (const [file, content] of Object.entries(outputs)) {
    writeFileSync(join(root, file), content);
    console.log(`wrote ${file}`);
  }
}
