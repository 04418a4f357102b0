// A remote's own slice of the API's document (tools/lib/remote-document.mjs): the paths it declares and the schemas
// they reach, from which `npm run api:openapi` generates the remote's types.
const { spawnSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');

/** Runs sliceDocument(document, prefixes) in a Node process of its own (the module is ESM). */
function slice(document, prefixes) {
  const script = `
    import { sliceDocument } from './tools/lib/remote-document.mjs';
    try { console.log(JSON.stringify(sliceDocument(${JSON.stringify(document)}, ${JSON.stringify(prefixes)}))); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(run.stdout);
}

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const answer = (schema) => ({ responses: { 200: { content: { 'application/json': { schema } } } } });
const document = {
  openapi: '3.0.0',
  paths: {
    '/api/clubs': { get: answer(ref('ClubPage')) },
    '/api/clubs/{id}': { get: answer(ref('Club')) },
    '/api/club-posts/{id}': { put: answer(ref('ClubPost')) },
    '/api/books': { get: answer(ref('Book')) },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
      ClubPage: { type: 'object', properties: { items: { type: 'array', items: ref('ClubSummary') } } },
      ClubSummary: { type: 'object' },
      Club: { type: 'object', properties: { owner: ref('Reader') } },
      Reader: { type: 'object' },
      ClubPost: { type: 'object' },
      Book: { type: 'object', properties: { author: ref('Author') } },
      Author: { type: 'object' },
    },
  },
};

describe("a remote's own API document", () => {
  it('keeps the paths under each declared prefix and the schemas they reach, through other schemas', () => {
    const own = slice(document, ['/api/clubs']);
    expect(Object.keys(own.paths)).toEqual(['/api/clubs', '/api/clubs/{id}']);
    expect(Object.keys(own.components.schemas).sort()).toEqual(['Club', 'ClubPage', 'ClubSummary', 'Reader']);
    expect(own.components.securitySchemes).toEqual(document.components.securitySchemes);
  });

  it('reads a prefix as a path segment, not as text: /api/club does not cover /api/clubs', () => {
    expect(slice(document, ['/api/club'])).toEqual({ error: 'No such API path: /api/club' });
  });

  it('refuses a declared path the API does not have, so a remote cannot build against an endpoint that is gone', () => {
    expect(slice(document, ['/api/clubs', '/api/shelves'])).toEqual({ error: 'No such API path: /api/shelves' });
  });
});

describe("the client's types, generated from the committed API document", () => {
  let workspace;
  beforeEach(() => {
    workspace = mkdtempSync(join(tmpdir(), 'api-types-'));
    for (const folder of ['api', 'core/src/api', 'clubs-app/src/common/api'])
      mkdirSync(join(workspace, folder), { recursive: true });
    writeFileSync(join(workspace, 'api/openapi.json'), JSON.stringify(document));
  });
  afterEach(() => rmSync(workspace, { recursive: true, force: true }));

  const declare = (paths) =>
    writeFileSync(
      join(workspace, 'clubs-app/src/common/api/api-paths.json'),
      JSON.stringify({ paths, output: 'openapi.d.ts' }),
    );
  const generate = () =>
    spawnSync(process.execPath, [join(ROOT, 'tools/gen-api-types.mjs'), workspace], { cwd: ROOT, encoding: 'utf8' });
  const types = (file) => readFileSync(join(workspace, file), 'utf8');

  it("writes the core's types for every path and each remote's for the paths it declares, without booting the API", () => {
    declare(['/api/clubs']);
    const run = generate();
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(types('core/src/api/openapi.d.ts')).toMatch(/"\/api\/books": \{/);
    const own = types('clubs-app/src/common/api/openapi.d.ts');
    expect(own).toMatch(/"\/api\/clubs\/\{id\}": \{/);
    expect(own).not.toMatch(/\/api\/books/);
  });

  it('fails, naming the remote and the path, when a remote declares a path the document lacks', () => {
    declare(['/api/clubs', '/api/shelves']);
    const run = generate();
    expect({ status: run.status, stderr: run.stderr.trim() }).toEqual({
      status: 1,
      stderr: 'API types: clubs-app/src/common/api/api-paths.json: No such API path: /api/shelves',
    });
  });
});
