// A remote's own slice of the API's document (tools/lib/remote-document.mjs): the paths it declares and the schemas
// they reach, from which `npm run api:openapi` generates the remote's types.
const { spawnSync } = require('node:child_process');
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
