import { createAdmin, createBook, createReview, createUser, type TestUser } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * An app with an administrator for the specs of reports (booted before the describe's tests, closed after), and
 * the calls they make: a reader's report, the administrators' queue and their resolutions, a reader's notifications.
 * `app` is filled once booted.
 */
export function reportsApp() {
  const app = {} as { t: TestApp; admin: TestUser };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.admin = await createAdmin(app.t);
  });
  afterAll(() => app.t.close());

  const report = (who: TestUser | null, body: Record<string, unknown>) =>
    app.t.http
      .post('/api/reports')
      .set(who?.auth ?? {})
      .send(body);
  const openGroups = async () =>
    (await app.t.http.get('/api/reports?limit=100').set(app.admin.auth).expect(200)).body.data;
  const resolve = (kind: string, target: string, body: Record<string, unknown>, who = app.admin) =>
    app.t.http.post(`/api/reports/${kind}/${target}/resolve`).set(who.auth).send(body);
  const notificationsOf = async (who: TestUser) =>
    (await app.t.http.get('/api/notifications').set(who.auth).expect(200)).body.data;
  /** A review by a new reader of a new book, and the reader. */
  async function reviewByNewReader(body: Record<string, unknown> = {}) {
    const author = await createUser(app.t);
    const book = await createBook(app.t, app.admin);
    const review = await createReview(app.t, author, book._id, body);
    return { author, book, review };
  }
  return { app, report, openGroups, resolve, notificationsOf, reviewByNewReader };
}
