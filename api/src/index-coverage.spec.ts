import { createUser, createAdmin, setUpApp } from './testing/fixtures';
import {
  declaredIndexes,
  recordQueries,
  unindexedQueries,
  type QueryShape,
  uncoveredQueries,
} from './testing/index-coverage';
import { Collections } from './platform/database/collections';
import { MIGRATIONS } from './platform/migrations/migrations';
import { runMigrations } from './platform/migrations/migrator';
import { visitCatalogueAndReading, visitCommunity, visitModeration } from './testing/endpoint-tour';

/**
 * The embedded database uses no index, so a missing one only shows on a real MongoDB, which cannot run here:
 * this test drives the main endpoints, records every query the API sends, and fails on any query shape
 * (equality, sort, range) that no index declared in the schemas serves.
 */
describe('index coverage', () => {
  const { t } = setUpApp();
  let shapes: QueryShape[];

  beforeAll(async () => {
    shapes = recordQueries(t.connection);
  });

  it('serves every query the main endpoints issue with a declared index', async () => {
    const admin = await createAdmin(t);
    const user = await createUser(t);
    await visitCatalogueAndReading(t, admin, user);
    const shared = await visitCommunity(t, admin, user);
    await visitModeration(t, admin, user, shared);
    await runMigrations(t.app.get(Collections), MIGRATIONS);

    expect(shapes.length).toBeGreaterThan(30);
    expect(uncoveredQueries(t.connection, shapes)).toEqual([]);
  }, 30_000); // some 150 requests: a few seconds, more on a busy machine

  it('reports a query no declared index serves (the check can fail)', () => {
    const indexes = declaredIndexes(t.connection);
    const unindexed: QueryShape[] = [
      { collection: 'books', op: 'find', filter: { publisher: 'Penguin' }, sort: {} },
      { collection: 'books', op: 'find', filter: { status: 'published' }, sort: { pageCount: 1 } },
      { collection: 'reviews', op: 'find', filter: {}, sort: { updatedAt: -1 } },
      { collection: 'reviews', op: 'find', filter: { user: 'x' }, sort: { rating: -1 } },
      { collection: 'books', op: 'find', filter: { $or: [{ title: /a/i }, { publisher: /a/i }] }, sort: {} },
    ];
    const indexed: QueryShape[] = [
      {
        collection: 'books',
        op: 'find',
        filter: { status: 'published', workPrimary: true },
        sort: { title: 1, _id: 1 },
      },
      {
        collection: 'books',
        op: 'find',
        filter: { status: 'published', workPrimary: true },
        sort: { title: -1, _id: -1 },
      },
      { collection: 'reviews', op: 'find', filter: { book: 'x' }, sort: { createdAt: -1, _id: -1 } },
    ];
    expect(unindexedQueries([...unindexed, ...indexed], indexes)).toEqual(unindexed);
  });
});
