// A remote's own slice of the API's OpenAPI document: the paths it declares that it calls (api-paths.json in its
// src/common/api folder) and the component schemas those paths reach. `npm run api:openapi` generates its types from
// it, so the remote's screens are typed against the endpoints they use without a new core (core supplies the
// transport at run time, `typedHttp`, whatever the paths).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where a project declares the API paths it calls, relative to the project's folder. */
export const API_PATHS_FILE = 'src/common/api/api-paths.json';

/** The workspace's projects that declare their own API paths: [{ project, declared: { paths, output } }]. */
export function remotesWithOwnDocument(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, API_PATHS_FILE)))
    .map((entry) => ({
      project: entry.name,
      declared: JSON.parse(readFileSync(join(root, entry.name, API_PATHS_FILE), 'utf8')),
    }));
}

const covers = (prefix, path) => path === prefix || path.startsWith(`${prefix}/`);

/** Every `#/components/schemas/<name>` reached from `value`, following schemas into schemas. */
function reachedSchemas(value, schemas, reached = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => reachedSchemas(item, schemas, reached));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      const name =
        key === '$ref' && typeof child === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1] : null;
      if (name && !reached.has(name)) {
        reached.add(name);
        reachedSchemas(schemas[name], schemas, reached);
      } else reachedSchemas(child, schemas, reached);
    }
  return reached;
}

/**
 * The document cut to the paths under the declared prefixes (a prefix covers itself and what lies below it) and the
 * schemas they reach. A declared prefix that covers no path is an error: the remote would call an endpoint the API
 * no longer has.
 */
export function sliceDocument(document, prefixes) {
  const unknown = prefixes.filter((prefix) => !Object.keys(document.paths).some((path) => covers(prefix, path)));
  if (unknown.length) throw new Error(`No such API path: ${unknown.join(', ')}`);
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => prefixes.some((prefix) => covers(prefix, path))),
  );
  const all = document.components?.schemas ?? {};
  const reached = reachedSchemas(paths, all);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => reached.has(name)));
  return { ...document, paths, components: { ...document.components, schemas } };
}
