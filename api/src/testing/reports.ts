import { createBook } from './books';
import { createReview } from './reviews';
import { createUser, setUpApp, type TestUser } from './fixtures';
import type { TestApp } from './test-app';

/**
 * Moderation acting on a review: `reporter` reports it for `reason`, then `admin` resolves its reports with `action`
 * (remove, spoiler, ...), each call answered as a success.
 */
export async function reportAndResolveReview(
  t: TestApp,
  review: string,
  { reporter, admin, reason, action }: { reporter: TestUser; admin: TestUser; reason: string; action: string },
): Promise<void> {
  await t.http.post('/api/reports').set(reporter.auth).send({ kind: 'review', target: review, reason }).expect(201);
  await t.http.post(`/api/reports/review/${review}/resolve`).set(admin.auth).send({ action }).expect(200);
}

/**
 * An app with an administrator for the specs of reports (setUpApp), and the calls they make: a reader's report, the
 * administrators' queue and their resolutions, a reader's notifications.
 */
export function reportsApp() {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const report = (who: TestUser | null, body: Record<string, unknown>) =>
    t.http
      .post('/api/reports')
      .set(who?.auth ?? {})
      .send(body);
  const openGroups = async () => (await t.http.get('/api/reports?limit=100').set(admin.auth).expect(200)).body.data;
  const resolve = (kind: string, target: string, body: Record<string, unknown>, who = admin) =>
    t.http.post(`/api/reports/${kind}/${target}/resolve`).set(who.auth).send(body);
  const notificationsOf = async (who: TestUser) =>
    (await t.http.get('/api/notifications').set(who.auth).expect(200)).body.data;
  /** A review by a new reader of a new book, and the reader. */
  async function reviewByNewReader(body: Record<string, unknown> = {}) {
    const author = await createUser(t);
    const book = await createBook(t, admin);
    const review = await createReview(t, author, book._id, body);
    return { author, book, review };
  }
  return { t, admin, report, openGroups, resolve, notificationsOf, reviewByNewReader };
}
