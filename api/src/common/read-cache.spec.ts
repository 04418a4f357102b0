import { createAdmin, createAuthor, createBook } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('catalogue read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
  });
  afterAll(() => t.close());

  it('serves repeated reads from memory and empties on any write through the API', async () => {
    const admin = await createAdmin(t);
    await createAuthor(t, admin, { name: 'First Author' });
    const first = await t.http.get('/api/authors').expect(200);
    expect(first.body.data.map((a: { name: string }) => a.name)).toEqual(['First Author']);

    // A write that bypasses the API is not seen while the entry lives: proof the second read is cached.
    await t.connection.collection('authors').updateMany({}, { $set: { name: 'Changed Behind The Cache' } });
    const cached = await t.http.get('/api/authors').expect(200);
    expect(cached.body.data[0].name).toBe('First Author');

    // A write through the API clears the cache: the next read sees the database.
    await createAuthor(t, admin, { name: 'Second Author' });
    const fresh = await t.http.get('/api/authors?sort=name').expect(200);
    expect(fresh.body.data.map((a: { name: string }) => a.name)).toEqual(['Changed Behind The Cache', 'Second Author']);
  });

  it('keys entries by role, so visitors never get an admin-only answer', async () => {
    const admin = await createAdmin(t);
    await createBook(t, admin, { title: 'Hidden Draft', status: 'draft' });
    const asAdmin = await t.http.get('/api/books?status=all').set(admin.auth).expect(200);
    expect(asAdmin.body.data.map((b: { title: string }) => b.title)).toContain('Hidden Draft');
    const asVisitor = await t.http.get('/api/books?status=all');
    expect(asVisitor.status).toBeLessThan(500);
    expect(JSON.stringify(asVisitor.body)).not.toContain('Hidden Draft');
  });
});
