import type { OpenAPIObject } from '@nestjs/swagger';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from './app.factory';
import { serializeOpenApi } from './openapi';
import { setUpApp } from './testing/fixtures';

const root = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const STALE = 'is stale: run `npm run api:openapi` and commit the result';

describe('OpenAPI document', () => {
  const { t } = setUpApp();
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = JSON.parse(serializeOpenApi(buildOpenApiDocument(t.app)));
  });

  it(`matches the committed api/openapi.json (if not, it ${STALE})`, () => {
    expect(document).toEqual(JSON.parse(read('api/openapi.json')));
  });

  // The client's types are generated from the committed document (tools/gen-api-types.mjs, at install): the generator,
  // in a process of its own (openapi-typescript is ESM, which jest cannot load), finds it current and every path a
  // remote declares in it.
  it(`generates the client's types from the committed document, which has every path a remote declares (if not, it ${STALE})`, () => {
    const check = spawnSync(process.execPath, ['tools/gen-openapi.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });

  // Redocly's recommended rules: what code generators and API gateways outside this project expect of a document.
  it('passes Redocly lint (recommended rules) without an error', () => {
    const lint = spawnSync(
      process.execPath,
      [require.resolve('@redocly/cli/bin/cli.js'), 'lint', 'api/openapi.json', '--format=summary'],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    const errors = `${lint.stdout}${lint.stderr}`.split('\n').filter((line) => line.startsWith('error'));
    expect({ status: lint.status, errors }).toEqual({ status: 0, errors: [] });
  });

  it("declares each operation's security from its guards: none for everyone, the bearer token for signed-in callers, either where a token only changes the answer", () => {
    const security = (method: string, path: string) =>
      (document.paths[path] as Record<string, { security?: unknown }>)[method].security;
    expect({
      login: security('post', '/api/auth/login'),
      health: security('get', '/api/health'),
      sitemap: security('get', '/api/sitemap'),
      followers: security('get', '/api/readers/{username}/followers'),
      me: security('get', '/api/auth/me'),
      createBook: security('post', '/api/books'),
      books: security('get', '/api/books'),
    }).toEqual({
      login: [],
      health: [],
      sitemap: [],
      followers: [{ bearer: [] }, {}],
      me: [{ bearer: [] }],
      createBook: [{ bearer: [] }],
      books: [{ bearer: [] }, {}],
    });
    const undeclared = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { security?: unknown }>)
        .filter(([, op]) => !op.security)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('names the server it is served from, relative to the page that reads it', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('documents every auth, users, upload, stats, imports and suggestions operation with a summary and its enveloped success response (or its download)', () => {
    type Content = Record<string, { schema?: { format?: string; properties?: Record<string, unknown> } }>;
    const operations = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(
          item as Record<
            string,
            {
              tags?: string[];
              summary?: string;
              responses: Record<string, { headers?: Record<string, unknown>; content?: Content }>;
            }
          >,
        ).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, ...op })),
      )
      .filter((op) => ['auth', 'users', 'upload', 'stats', 'imports', 'suggestions'].includes(op.tags?.[0] ?? ''));
    expect(operations).toHaveLength(29);
    for (const op of operations) {
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1];
      // A download (Content-Disposition) is the file itself, not an envelope.
      const download = Boolean(success?.headers?.['Content-Disposition']);
      const body = download
        ? Object.values(success?.content ?? {}).map((c) => c.schema?.format)
        : Object.keys(success?.content?.['application/json']?.schema?.properties ?? {});
      expect({ op: op.name, summary: Boolean(op.summary), body }).toEqual({
        op: op.name,
        summary: true,
        // A paged list (GET /suggestions, GET /users) has its meta beside the data.
        body: download
          ? ['binary']
          : ['GET /api/suggestions', 'GET /api/users'].includes(op.name)
            ? ['success', 'data', 'meta']
            : ['success', 'data'],
      });
    }
  });

  it('describes the public user exactly as the frontends read it, without any password field', () => {
    const user = document.components?.schemas?.User as { properties: Record<string, unknown>; required: string[] };
    const keys = [
      '_id',
      'username',
      'email',
      'firstName',
      'lastName',
      'fullName',
      'bio',
      'avatar',
      'role',
      'createdAt',
      'lastLogin',
      'privacy',
      'suspension',
    ];
    expect(Object.keys(user.properties)).toEqual(keys);
    expect(user.required).toEqual(keys);
  });
});
