import { createAuthor, createBook, createGenre } from './books';
import { createReview } from './reviews';
import { createUser, createUsers, type TestUser } from './fixtures';
import { uploadImage } from './accounts';
import type { TestApp } from './test-app';
import { mergeAndWait } from './merges';

/*
 * The main endpoints driven as readers and administrators use them, reads and writes, for the index coverage spec to
 * record every query they send. `admin` and `user` are the tour's administrator and reader.
 */

type Created = Awaited<ReturnType<typeof createBook>>;

const read = (t: TestApp, url: string, auth = {}) => t.http.get(url).set(auth).expect(200);

/** The catalogue (every sort, search and filter), its administration, and a reader's list, goal and year. */
export async function visitCatalogueAndReading(t: TestApp, admin: TestUser, user: TestUser): Promise<void> {
  const get = (url: string, auth = {}) => read(t, url, auth);
  const author = await createAuthor(t, admin);
  const genre = await createGenre(t, admin);
  const book = await createBook(t, admin, { genres: [genre._id] });
  const draft = await createBook(t, admin, { status: 'draft' });
  const review = await createReview(t, user, book._id, { rating: 5 });
  for (const sort of ['-averageRating', '-reviewCount', 'title', '-title', '-publishedDate', 'publishedDate'])
    await get(`/api/books?sort=${sort}`);
  await get(`/api/books?search=a&genre=${genre._id}&author=${author._id}`);
  await get('/api/books?status=all', admin.auth);
  await get('/api/books?status=draft&sort=title', admin.auth);
  await get(`/api/books/${book._id}`);
  await get(`/api/books/${draft._id}`, admin.auth);
  // Works and editions: a book's other editions, every edition for administrators, a group's preview.
  await get(`/api/books/${book._id}/editions`);
  await get(`/api/books/${book._id}/editions`, admin.auth);
  await get('/api/books?editions=all', admin.auth);
  await get(`/api/works/group-preview?keep=${book._id}&add=${draft._id}`, admin.auth);
  for (const q of [
    '',
    `?book=${book._id}`,
    `?user=${user.id}`,
    '?rating=5',
    `?book=${book._id}&rating=5`,
    '?search=good&rating=4',
  ]) {
    await get(`/api/reviews${q}`);
    await get(`/api/reviews${q}`, admin.auth);
  }
  await get(`/api/reviews/stats?book=${book._id}`);
  await get('/api/reviews/stats');
  await get('/api/reviews/stats', admin.auth);
  await get('/api/authors');
  await get(`/api/authors/${author._id}`);
  await get('/api/genres');
  await get(`/api/genres/${genre._id}`);
  await get('/api/stats');
  for (const q of [
    '',
    '?limit=1',
    '?role=admin&limit=1',
    '?role=user',
    '?search=a&limit=1',
    '?search=a&role=user&limit=1',
  ])
    await get(`/api/users${q}`, admin.auth);
  await get('/api/users/stats', admin.auth);
  for (const q of [
    '?limit=1&page=1',
    '?sort=-name',
    '?sort=-createdAt&limit=1',
    '?sort=-bookCount&limit=6',
    '?search=a&limit=1',
    '?search=a&sort=-bookCount&limit=1',
  ])
    await get(`/api/authors${q}`);
  const entry = (await t.http.post('/api/reading-list').set(user.auth).send({ bookId: book._id }).expect(201)).body
    .data;
  await t.http.put(`/api/reading-list/${entry._id}`).set(user.auth).send({ status: 'reading' }).expect(200);
  await get('/api/reading-list', user.auth);
  await t.http
    .put(`/api/reading-list/${entry._id}`)
    .set(user.auth)
    .send({ status: 'completed', startedAt: '2025-02-01', finishedAt: '2025-03-01' })
    .expect(200);
  await t.http.put('/api/goals/2025').set(user.auth).send({ target: 12 }).expect(200);
  await get('/api/goals/2025', user.auth);
  await get('/api/reading-list/years/2025', user.auth);
  await t.http.delete('/api/goals/2025').set(user.auth).expect(200);
  await t.http.put(`/api/reviews/${review._id}`).set(user.auth).send({ rating: 3 }).expect(200);
  await t.http
    .put('/api/auth/avatar')
    .set(user.auth)
    .send({ avatar: await uploadImage(t, user) })
    .expect(200);
  // Series: the book and the draft in one, read by each kind of caller.
  const series = (
    await t.http
      .post('/api/series')
      .set(admin.auth)
      .send({ name: 'Tour Series', entries: [{ work: book._id, position: 1 }] })
      .expect(201)
  ).body.data;
  await t.http
    .put(`/api/series/${series._id}`)
    .set(admin.auth)
    .send({
      entries: [
        { work: book._id, position: 1 },
        { work: draft._id, position: 2 },
      ],
    })
    .expect(200);
  for (const auth of [{}, user.auth, admin.auth]) await get(`/api/series/${series._id}`, auth);
  await get('/api/series');
  await get('/api/series?q=tour&limit=5&page=1');
  await get(`/api/books/${book._id}/series`);
  await get(`/api/authors/${author._id}/series`);
  // Merging duplicate records: a copy of the book, reviewed and listed by a reader who has the book too, and an alias
  // of the author.
  const twice = await createUser(t);
  const copy = await createBook(t, admin);
  for (const copyOrBook of [book, copy]) {
    await createReview(t, twice, copyOrBook._id);
    await t.http.post('/api/reading-list').set(twice.auth).send({ bookId: copyOrBook._id }).expect(201);
  }
  await get(`/api/merges/preview?kind=books&keep=${book._id}&merge=${copy._id}`, admin.auth);
  const merge = (body: Record<string, unknown>) => mergeAndWait(t, admin, body);
  await merge({ kind: 'books', keep: book._id, merge: copy._id, fields: { title: 'merge' } });
  await t.http.get(`/api/books/${copy._id}`).expect(301);
  const alias = await createAuthor(t, admin);
  await get(`/api/merges/preview?kind=authors&keep=${author._id}&merge=${alias._id}`, admin.auth);
  await merge({ kind: 'authors', keep: author._id, merge: alias._id, fields: { name: 'merge' } });
  await get('/api/merges', admin.auth);
  await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ title: 'Renamed' }).expect(200);
  await t.http.delete(`/api/reviews/${review._id}`).set(admin.auth).expect(200);
  await t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'Renamed Author' }).expect(200);
  await t.http.put(`/api/genres/${genre._id}`).set(admin.auth).send({ name: 'Renamed Genre' }).expect(200);
  await t.http.delete(`/api/genres/${genre._id}`).set(admin.auth).expect(200);
  await t.http.delete(`/api/authors/${author._id}`).set(admin.auth).expect(200);
  await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
  await t.http.delete(`/api/series/${series._id}`).set(admin.auth).expect(200);
}

/** Readers meeting readers: profiles, follows and requests, the feed, friends on a book, privacy, likes, comments,
 * blocks and account deletion. Answers the book they shared, still in the catalogue. */
export async function visitCommunity(t: TestApp, admin: TestUser, user: TestUser): Promise<Created> {
  const get = (url: string, auth = {}) => read(t, url, auth);
  const [fan, shy] = await createUsers(t, 2);
  const shared = await createBook(t, admin);
  const fanEntry = (
    await t.http.post('/api/reading-list').set(fan.auth).send({ bookId: shared._id, status: 'reading' }).expect(201)
  ).body.data;
  await createReview(t, fan, shared._id);
  await t.http
    .put('/api/auth/privacy')
    .set(shy.auth)
    .send({ approveFollowers: true, listVisibility: 'followers' })
    .expect(200);
  await t.http.post(`/api/readers/${fan.username}/follow`).set(user.auth).expect(200);
  await t.http.post(`/api/readers/${shy.username}/follow`).set(user.auth).expect(200);
  await get('/api/follow-requests', shy.auth);
  await t.http.post(`/api/follow-requests/${user.username}/accept`).set(shy.auth).expect(200);
  await t.http.post(`/api/readers/${shy.username}/follow`).set(fan.auth).expect(200);
  await t.http.post(`/api/follow-requests/${fan.username}/decline`).set(shy.auth).expect(200);
  for (const who of [{}, user.auth, fan.auth]) {
    await get(`/api/readers/${fan.username}`, who);
    await get(`/api/readers/${fan.username}/reading-list`, who);
    await get(`/api/readers/${fan.username}/reading-list?status=reading&page=2`, who);
  }
  await get(`/api/readers/${fan.username}/reviews`);
  await get(`/api/readers/${fan.username}/followers?page=2&limit=1`);
  await get(`/api/readers/${user.username}/following`);
  const feed = (await get('/api/feed?limit=1', user.auth)).body;
  await get(`/api/feed?limit=1&before=${feed.meta.next}`, user.auth);
  await get('/api/feed/suggestions', user.auth);
  await get('/api/feed/suggestions', shy.auth);
  await get(`/api/books/${shared._id}/friends`, user.auth);
  await t.http.delete(`/api/readers/${shy.username}/follow`).set(user.auth).expect(200);
  await t.http.delete(`/api/reading-list/${fanEntry._id}`).set(fan.auth).expect(200);
  await t.http.delete('/api/auth/account').set(fan.auth).send({ password: 'secret123' }).expect(200);
  // Likes, comments and blocks, and what goes with a review and an account.
  const [liker, blocker] = await createUsers(t, 2);
  const liked = await createReview(t, blocker, shared._id);
  await t.http.post(`/api/reviews/${liked._id}/like`).set(liker.auth).expect(200);
  await get(`/api/reviews/liked?book=${shared._id}`, liker.auth);
  await get(`/api/reviews?book=${shared._id}&sort=-likeCount`);
  await get(`/api/reviews?book=${shared._id}&sort=-likeCount&rating=4&page=2&limit=1`);
  await t.http.delete(`/api/reviews/${liked._id}/like`).set(liker.auth).expect(200);
  const said = (
    await t.http.post(`/api/reviews/${liked._id}/comments`).set(liker.auth).send({ body: 'Yes' }).expect(201)
  ).body.data;
  await t.http.put(`/api/comments/${said._id}`).set(liker.auth).send({ body: 'Yes!' }).expect(200);
  await get(`/api/reviews/${liked._id}/comments?page=2&limit=1`);
  await t.http.post(`/api/readers/${blocker.username}/follow`).set(liker.auth).expect(200);
  await t.http.post(`/api/readers/${liker.username}/block`).set(blocker.auth).expect(200);
  await get(`/api/reviews/${liked._id}/comments?page=2&limit=1`, blocker.auth);
  await get('/api/blocks?page=2&limit=1', blocker.auth);
  await get(`/api/readers/${liker.username}`, blocker.auth);
  await t.http.get(`/api/readers/${blocker.username}/reviews`).set(liker.auth).expect(404);
  await t.http.post(`/api/reviews/${liked._id}/like`).set(liker.auth).expect(403);
  await t.http.delete(`/api/comments/${said._id}`).set(blocker.auth).expect(200);
  await t.http.delete(`/api/readers/${liker.username}/block`).set(blocker.auth).expect(200);
  await t.http.post(`/api/reviews/${liked._id}/like`).set(liker.auth).expect(200);
  await t.http.post(`/api/reviews/${liked._id}/comments`).set(liker.auth).send({ body: 'Again' }).expect(201);
  await t.http.delete('/api/auth/account').set(liker.auth).send({ password: 'secret123' }).expect(200);
  await t.http.delete(`/api/reviews/${liked._id}`).set(blocker.auth).expect(200);
  return shared;
}

/** Notifications, reports and their resolutions, suspensions, on a review of `shared`. */
export async function visitModeration(t: TestApp, admin: TestUser, user: TestUser, shared: Created): Promise<void> {
  const get = (url: string, auth = {}) => read(t, url, auth);
  const [writer, critic] = await createUsers(t, 2);
  const reported = await createReview(t, writer, shared._id);
  const comment = (
    await t.http.post(`/api/reviews/${reported._id}/comments`).set(critic.auth).send({ body: 'Hm' }).expect(201)
  ).body.data;
  await t.http.post(`/api/reviews/${reported._id}/like`).set(critic.auth).expect(200);
  await t.http.post(`/api/readers/${writer.username}/follow`).set(critic.auth).expect(200);
  await get('/api/notifications', writer.auth);
  await get('/api/notifications?page=2&limit=1', writer.auth);
  await get('/api/notifications/unread-count', writer.auth);
  await t.http.post('/api/notifications/read-all').set(writer.auth).expect(200);
  const send = (kind: string, target: string) =>
    t.http.post('/api/reports').set(critic.auth).send({ kind, target, reason: 'spam' }).expect(201);
  await send('review', reported._id);
  await send('reader', writer.username);
  await t.http
    .post('/api/reports')
    .set(writer.auth)
    .send({ kind: 'comment', target: comment._id, reason: 'other', text: 'Rude' })
    .expect(201);
  await get('/api/reports', admin.auth);
  await get('/api/reports/open-count', admin.auth);
  await t.http
    .post(`/api/reports/comment/${comment._id}/resolve`)
    .set(admin.auth)
    .send({ action: 'remove', note: 'Rude' })
    .expect(200);
  await t.http
    .post(`/api/reports/review/${reported._id}/resolve`)
    .set(admin.auth)
    .send({ action: 'spoiler' })
    .expect(200);
  await t.http
    .post(`/api/reports/reader/${writer.id}/resolve`)
    .set(admin.auth)
    .send({ action: 'suspend', days: 2 })
    .expect(200);
  await get('/api/reports?status=resolved&page=2&limit=1', admin.auth);
  await t.http
    .post('/api/auth/login')
    .send({ email: `${writer.username}@example.test`, password: 'secret123' })
    .expect(403);
  await t.http.delete(`/api/users/${writer.id}/suspension`).set(admin.auth).expect(200);
  await t.http.put(`/api/users/${critic.id}/suspension`).set(admin.auth).send({ days: null }).expect(200);
  const gone = await createUser(t);
  await t.http.post(`/api/readers/${gone.username}/follow`).set(user.auth).expect(200);
  await t.http
    .post('/api/reports')
    .set(gone.auth)
    .send({ kind: 'review', target: reported._id, reason: 'spoilers' })
    .expect(201);
  await t.http.delete('/api/auth/account').set(gone.auth).send({ password: 'secret123' }).expect(200);
}
