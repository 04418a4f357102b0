import type { TestUser } from './fixtures';
import type { TestApp } from './test-app';

/** The open suggestions as the administrators' queue lists them, of one `kind` when given. */
export async function suggestionQueue(t: TestApp, admin: TestUser, kind?: string) {
  const { data } = (await t.http.get('/api/suggestions').set(admin.auth).expect(200)).body;
  return kind ? data.filter((s: { kind: string }) => s.kind === kind) : data;
}

/** A series created by `admin` (POST /series, answered 201), with its entries as `[work, position]` pairs. */
export async function createSeries(
  t: TestApp,
  admin: TestUser,
  name: string,
  entries: [work: string, position: number][] = [],
): Promise<{ _id: string }> {
  const body = { name, entries: entries.map(([work, position]) => ({ work, position })) };
  return (await t.http.post('/api/series').set(admin.auth).send(body).expect(201)).body.data;
}
