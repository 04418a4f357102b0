// The client's TypeScript types, generated from the committed API document (api/openapi.json): the core's
// (core/src/api/openapi.d.ts) and each remote's own, for the paths it declares (tools/lib/remote-document.mjs).
// Generated files, git-ignored: `npm install` writes them (postinstall), and so do `npm run api:openapi` (after it
// rewrites the document) and `npm run api:types` (after a pull that changed the document). No API boot: about a second.
//   node tools/gen-api-types.mjs [root]   write the types of the workspace at `root` (this one by default)
// A path a remote declares that the document lacks fails the generation: the remote would call an endpoint that is gone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS_FILE, remotesWithOwnDocument, sliceDocument } from './lib/remote-document.mjs';

export const API_DOCUMENT = 'api/openapi.json';
export const CORE_TYPES = 'core/src/api/openapi.d.ts';

const HEADER = (source) =>
  `// Generated from ${source} by \`npm run api:types\` (tools/gen-api-types.mjs; git-ignored). Do not edit.\n\n`;

/** The types generated from `document` for the workspace at `root`: { [file relative to root]: content }. */
export async function apiTypes(document, root) {
  let openapiTS, astToString;
  try {
    ({ default: openapiTS, astToString } = await import('openapi-typescript'));
  } catch (error) {
    // An install without the development tools (a production deployment) builds nothing and needs no types.
    if (error.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
  // Each schema is also named at the top (`export type Book = components['schemas']['Book']`): types.ts re-exports them.
  const options = { rootTypes: true, rootTypesNoSchemaPrefix: true, rootTypesKeepCasing: true };
  const outputs = { [CORE_TYPES]: HEADER(API_DOCUMENT) + astToString(await openapiTS(document, options)) };
  for (const { project, declared } of remotesWithOwnDocument(root)) {
    const folder = join(project, dirname(API_PATHS_FILE));
    let slice;
    try {
      slice = sliceDocument(document, declared.paths);
    } catch (error) {
      throw new Error(`${join(folder, 'api-paths.json')}: ${error.message}`);
    }
    outputs[join(folder, declared.output)] =
      HEADER(`${API_DOCUMENT} (the paths in ${join(folder, 'api-paths.json')})`) +
      astToString(await openapiTS(slice, options));
  }
  return outputs;
}

/** Writes the generated files under `root`; resolves with their names (none without openapi-typescript). */
export async function writeApiTypes(document, root) {
  const outputs = await apiTypes(document, root);
  if (!outputs) return [];
  for (const [file, content] of Object.entries(outputs)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return Object.keys(outputs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  try {
    const document = JSON.parse(readFileSync(join(root, API_DOCUMENT), 'utf8'));
    const written = await writeApiTypes(document, root);
    console.log(
      written.length
        ? `API types: wrote ${written.join(', ')}`
        : 'API types: openapi-typescript is not installed (no development tools); nothing written.',
    );
  } catch (error) {
    console.error(`API types: ${error.message}`);
    process.exit(1);
  }
}
