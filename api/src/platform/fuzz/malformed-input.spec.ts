import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { buildOpenApiDocument } from '../../app.factory';
import { createAuthor, createBook, createGenre } from '../../testing/books';
import { addToReadingList } from '../../testing/reading-list';
import { createReview } from '../../testing/reviews';
import { type TestUser, setUpApp } from '../../testing/fixtures';
import { badId, body, contentType, endpoints, ID, rawBody, toQuery, type Who } from '../../testing/malformed-input';

/*
 * Every endpoint gets generated malformed input: wrong types, query operators ({"$gt": ""}), huge strings, bad
 * ids, deep nesting, wrong content types, broken multipart. Whatever arrives, the API answers without a 5xx,
 * without a stack trace or a password hash, and a rejected request changes nothing in the database.
 * RUNS per endpoint is small enough for `npm test` (FUZZ_RUNS raises it for a longer hunt).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe('malformed input, generated (fast-check)', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });
  const who: Record<Who, TestUser | null> = { visitor: null, user: null, admin: null };
  let ids: Record<string, string>;
  const statuses = new Map<number, number>();
  let tried = 0;

  beforeAll(async () => {
    Object.assign(who, { admin, user });
    const author = await createAuthor(t, admin);
    const genre = await createGenre(t, admin);
    const book = await createBook(t, admin, { author: author._id, genres: [genre._id] });
    const review = await createReview(t, user, book._id);
    const entry = await addToReadingList(t, user, book._id, 'wishlist').expect(201);
    ids = {
      book: book._id,
      author: author._id,
      genre: genre._id,
      review: review._id,
      entry: entry.body.data._id,
      user: user.id,
    };
  });
  // A longer hunt (FUZZ_RUNS set) reports what it tried; `npm test`'s run prints nothing but its tests.
  afterAll(async () => {
    if (!process.env.FUZZ_RUNS) return;
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(`fuzz: ${tried} generated requests over ${endpoints.length} endpoints; answers by status: ${byStatus}`);
  });

  /** A digest of every collection but the rate-limit counters (counting attempts is their job). */
  async function databaseDigest(): Promise<string> {
    const hash = createHash('sha1');
    for (const name of Object.keys(t.connection.collections)
      .sort()
      .filter((n) => n !== 'rate_limits')) {
      const docs = await t.connection.collection(name).find({}).sort({ _id: 1 }).toArray();
      hash.update(name).update(JSON.stringify(docs));
    }
    return hash.digest('hex');
  }

  function idFor(path: string): string {
    const entity = path.split('/')[2];
    return (
      {
        books: ids.book,
        authors: ids.author,
        genres: ids.genre,
        reviews: ids.review,
        'reading-list': ids.entry,
        users: ids.user,
      }[entity] ?? ids.book
    );
  }

  /*
   * A body nested thousands of levels deep once overflowed the stack of the validation's transformation (a 500 with a
   * stack trace in the log). Every operation of the OpenAPI document that takes a JSON body gets 10,000 levels of
   * arrays and of objects, beside a valid-looking field, from an administrator (who passes every route's guards).
   */
  it('refuses a body nested 10,000 levels deep on every route that takes JSON, with a 400 and a message', async () => {
    const document = buildOpenApiDocument(t.app);
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { requestBody?: { content?: Record<string, unknown> } }>)
        .filter(([, op]) => op.requestBody?.content?.['application/json'])
        .map(([method]) => ({
          method: method as 'post' | 'put' | 'patch',
          path: path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'year' ? '2025' : ids.book)),
        })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const DEPTH = 10_000;
    const shapes = {
      arrays: `{"email":"deep@example.com","x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`,
      objects: `{"title":"Deep","x":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`,
    };
    const before = await databaseDigest();
    const answers: string[] = [];
    for (const route of routes) {
      for (const [shape, raw] of Object.entries(shapes)) {
        const res = await t.http[route.method](route.path)
          .set(who.admin!.auth)
          .set('Content-Type', 'application/json')
          .send(raw);
        answers.push(`${route.method.toUpperCase()} ${route.path} (${shape}): ${res.status} ${res.body?.message}`);
      }
    }
    const expected = 'The request body is nested too deeply: at most 32 levels of objects and arrays';
    expect(answers).toEqual(answers.map((a) => a.replace(/\): .*$/, `): 400 ${expected}`)));
    expect(await databaseDigest()).toBe(before);
  }, 60_000);

  it.each(endpoints.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          body,
          rawBody,
          contentType,
          badId,
          fc.boolean(),
          fc.boolean(),
          async (json, raw, type, id, useBadId, useRaw) => {
            const path = endpoint.path.replace(ID, useBadId ? id : idFor(endpoint.path));
            const before = endpoint.method === 'get' ? '' : await databaseDigest();
            let req = t.http[endpoint.method](endpoint.method === 'get' ? `${path}?${toQuery(json)}` : path);
            const account = who[endpoint.who];
            if (account) req = req.set(account.auth);
            if (endpoint.method !== 'get' && endpoint.body) {
              req = useRaw ? req.set('Content-Type', type).send(raw) : req.send(json);
            }
            const res = await req;
            tried += 1;
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const text = res.text ?? '';
            expect(res.status).toBeLessThan(500);
            // No stack trace, no source path, no password hash (a field named passwordHash in an error list is the input's own key).
            expect(text).not.toMatch(
              /\n\s+at [\w.<>]+ \(|node_modules|\.ts:\d+|"passwordHash"\s*:\s*"|\$2[aby]\$\d\d\$/,
            );
            // 431 comes from Node's HTTP parser (a URL past its header limit) before the app: no body of ours.
            if (res.status >= 400 && res.status !== 431) {
              expect(res.body).toEqual(expect.objectContaining({ success: false, message: expect.any(String) }));
              if (endpoint.method !== 'get') expect(await databaseDigest()).toBe(before);
            }
          },
        ),
        // Counterexamples are megabytes of generated text: report the shrunk one only, truncated.
        {
          numRuns: RUNS,
          seed: SEED,
          endOnFailure: true,
          reporter: (out) => {
            if (out.failed)
              throw new Error(
                `${String(out.errorInstance).slice(0, 600)}\ninput: ${JSON.stringify(out.counterexample).slice(0, 600)}`,
              );
          },
        },
      );
      // Each write is checked against a digest of the whole database before and after: about 2 s an endpoint alone,
      // several times that on a loaded 2-core machine.
    },
    30_000,
  );
});
