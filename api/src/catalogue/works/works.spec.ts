import { Types } from 'mongoose';
import { Collections } from '../../platform/database/collections';
import { works as worksMigration } from '../../platform/migrations/0015-works';
import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUsers, setUpApp } from '../../testing/fixtures';
import { groupAndWait, splitAndWait } from '../../testing/merges';

type Row = { _id: string; title: string; [k: string]: unknown };

describe('works and editions', () => {
  const { t, admin, ada, bob } = setUpApp({ users: { admin: 'admin', ada: 'user', bob: 'user' } });
  const group = (keep: string, add: string) => t.http.post('/api/works/group').set(admin.auth).send({ keep, add });
  const book = (id: string) =>
    t.http
      .get(`/api/books/${id}`)
      .expect(200)
      .then((r) => r.body.data);

  it('keeps both ISBN forms and the format of an edition', async () => {
    const hard = await createBook(t, admin, { isbn: '0-441-17271-7', format: 'hardcover' });
    expect(hard).toMatchObject({ isbn10: '0441172717', isbn13: '9780441172719', format: 'hardcover' });
    expect(hard.work).toBe(hard._id);
    expect(hard.workPrimary).toBe(true);
    const later = await createBook(t, admin, { isbn: '979-10-90636-07-1' });
    expect(later).toMatchObject({ isbn10: null, isbn13: '9791090636071', format: null });
    await t.http.put(`/api/books/${hard._id}`).set(admin.auth).send({ format: 'paperback' }).expect(200);
    await t.http.post('/api/books').set(admin.auth).send({ format: 'scroll' }).expect(400);
  });

  it('groups two works: one review and one list entry per reader and work, ratings of the work on every edition', async () => {
    const hard = await createBook(t, admin, { title: 'Tide Atlas', format: 'hardcover' });
    const paper = await createBook(t, admin, { title: 'Tide Atlas', format: 'paperback' });
    const draft = await createBook(t, admin, { title: 'Tide Atlas', format: 'ebook', status: 'draft' });
    // Bob reviewed and listed both before they were one work; Ada only the paperback.
    const older = await createReview(t, bob, hard._id, { rating: 2 });
    const newer = await createReview(t, bob, paper._id, { rating: 4 });
    await createReview(t, ada, paper._id, { rating: 5 });
    await addToReadingList(t, bob, hard._id, 'completed').expect(201);
    await addToReadingList(t, bob, paper._id, 'wishlist').expect(201);

    const preview = (
      await t.http.get(`/api/works/group-preview?keep=${hard._id}&add=${paper._id}`).set(admin.auth).expect(200)
    ).body.data;
    expect(preview).toMatchObject({
      keep: { work: hard._id, editions: [{ _id: hard._id, format: 'hardcover' }] },
      add: { work: paper._id, editions: [{ _id: paper._id, format: 'paperback' }] },
      moves: { reviews: 2, listEntries: 1 },
      conflicts: { reviews: 1, listEntries: 1 },
    });
    await t.http.get(`/api/works/group-preview?keep=${hard._id}&add=${hard._id}`).set(admin.auth).expect(400);
    await t.http
      .get(`/api/works/group-preview?keep=${hard._id}&add=${new Types.ObjectId()}`)
      .set(admin.auth)
      .expect(404);
    await t.http.post('/api/works/group').set(ada.auth).send({ keep: hard._id, add: paper._id }).expect(403);

    expect((await groupAndWait(t, admin, hard._id, paper._id)).body.data).toMatchObject({
      _id: hard._id,
      work: hard._id,
    });
    await groupAndWait(t, admin, hard._id, draft._id);
    await group(hard._id, paper._id).expect(400);

    // Bob's newer review stays, the older is archived and he is told; the work's ratings are on every edition.
    const reviews = (await t.http.get(`/api/reviews?book=${hard._id}`).expect(200)).body.data as Row[];
    expect(reviews.map((r) => r._id).sort()).toEqual(expect.arrayContaining([newer._id]));
    expect(reviews.map((r) => r._id)).not.toContain(older._id);
    expect(reviews).toHaveLength(2);
    expect(reviews.every((r) => (r.edition as Row)?._id === paper._id)).toBe(true);
    expect(reviews[0].edition).toEqual({ _id: paper._id, title: 'Tide Atlas', format: 'paperback' });
    for (const id of [hard._id, paper._id])
      expect(await book(id)).toMatchObject({ work: hard._id, averageRating: 4.5, reviewCount: 2 });
    const notes = (await t.http.get('/api/notifications').set(bob.auth).expect(200)).body.data;
    expect(JSON.stringify(notes)).toContain('review-archived');
    // One entry for Bob: the furthest status.
    const list = (await t.http.get('/api/reading-list').set(bob.auth).expect(200)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'completed',
      work: hard._id,
      book: { _id: hard._id, format: 'hardcover' },
    });

    // One review and one entry per reader and work, whichever edition.
    const again = await t.http
      .post('/api/reviews')
      .set(ada.auth)
      .send({ book: hard._id, rating: 3, title: 'Again', content: 'The hardcover this time.' })
      .expect(409);
    expect(again.body.message).toBe('You have already reviewed this book');
    await addToReadingList(t, ada, paper._id, 'reading').expect(201);
    expect((await addToReadingList(t, ada, hard._id).expect(409)).body.message).toBe(
      'Book is already in your reading list',
    );

    // A reader switches their entry to another edition of the work, never to another work's.
    const entry = (await t.http.get('/api/reading-list').set(ada.auth).expect(200)).body.data[0];
    const other = await createBook(t, admin, { title: 'Another Book' });
    const wrong = await t.http
      .put(`/api/reading-list/${entry._id}/edition`)
      .set(ada.auth)
      .send({ book: other._id })
      .expect(400);
    expect(wrong.body.message).toBe('That edition belongs to another book');
    const switched = await t.http
      .put(`/api/reading-list/${entry._id}/edition`)
      .set(ada.auth)
      .send({ book: hard._id })
      .expect(200);
    expect(switched.body.data).toMatchObject({ status: 'reading', book: { _id: hard._id, format: 'hardcover' } });

    // A book page lists the work's other editions: published ones, drafts for administrators.
    const editions = (await t.http.get(`/api/books/${hard._id}/editions`).expect(200)).body.data as Row[];
    expect(editions.map((e) => e._id)).toEqual([paper._id]);
    expect(Object.keys(editions[0]).sort()).toEqual(
      ['_id', 'coverImage', 'format', 'language', 'publishedDate', 'status', 'title'].sort(),
    );
    const asAdmin = (await t.http.get(`/api/books/${hard._id}/editions`).set(admin.auth).expect(200)).body
      .data as Row[];
    expect(asAdmin.map((e) => e._id).sort()).toEqual([paper._id, draft._id].sort());

    // The catalogue shows one card per work; Manage Books every edition.
    const catalogue = (await t.http.get('/api/books?search=Tide Atlas').expect(200)).body.data as Row[];
    expect(catalogue).toHaveLength(1);
    const all = (await t.http.get('/api/books?search=Tide Atlas&editions=all&status=all').set(admin.auth).expect(200))
      .body.data as Row[];
    expect(all.map((b) => b._id).sort()).toEqual([hard._id, paper._id, draft._id].sort());
    expect((await t.http.get('/api/books?search=Tide Atlas&editions=all').expect(200)).body.data).toHaveLength(1);

    // A split gives the edition its own work again, with the reviews written about it; undone by grouping again.
    const split = (await splitAndWait(t, admin, paper._id)).body.data;
    expect(split.work).not.toBe(hard._id);
    expect(split).toMatchObject({ workPrimary: true, reviewCount: 2, averageRating: 4.5 });
    expect(await book(hard._id)).toMatchObject({ reviewCount: 0, averageRating: 0 });
    expect((await t.http.get(`/api/books/${hard._id}/editions`).expect(200)).body.data).toEqual([]);
    await t.http.post('/api/works/split').set(admin.auth).send({ book: paper._id }).expect(400);
    const log = (await t.http.get('/api/merges').set(admin.auth).expect(200)).body.data as Row[];
    expect(log.map((l) => l.kind).slice(0, 3)).toEqual(['split', 'group', 'group']);
  });

  it("deletes an edition: its reviews, likes and list entries stay the work's, on the edition that now stands for it", async () => {
    const hard = await createBook(t, admin, { title: 'Salt Roads', format: 'hardcover' });
    const paper = await createBook(t, admin, { title: 'Salt Roads', format: 'paperback' });
    await groupAndWait(t, admin, hard._id, paper._id);
    await createReview(t, ada, hard._id, { rating: 5 });
    const bobs = await createReview(t, bob, paper._id, { rating: 1 });
    await t.http.post(`/api/reviews/${bobs._id}/like`).set(ada.auth).expect(200);
    await addToReadingList(t, bob, paper._id, 'completed').expect(201);
    const counts = async () => (await t.app.get(Collections).users.findById(bob.id).lean())?.reviewCount;
    const bobReviewsBefore = await counts();
    expect(await book(hard._id)).toMatchObject({ reviewCount: 2, averageRating: 3 });

    await t.http.delete(`/api/books/${paper._id}`).set(admin.auth).expect(200);
    expect(await book(hard._id)).toMatchObject({ reviewCount: 2, averageRating: 3, workPrimary: true });
    const reviews = (await t.http.get(`/api/reviews?book=${hard._id}`).expect(200)).body.data as Row[];
    const moved = reviews.find((r) => r._id === bobs._id);
    expect(moved).toMatchObject({ rating: 1, likeCount: 1 });
    expect(moved?.edition).toBeUndefined();
    expect(await counts()).toBe(bobReviewsBefore);
    const onTheWork = async () =>
      ((await t.http.get('/api/reading-list').set(bob.auth).expect(200)).body.data as Row[]).filter(
        (e) => e.work === hard._id,
      );
    expect(await onTheWork()).toMatchObject([{ book: { _id: hard._id }, status: 'completed' }]);

    // The last edition of a work takes them with it.
    await t.http.delete(`/api/books/${hard._id}`).set(admin.auth).expect(200);
    expect(await onTheWork()).toEqual([]);
    expect(await counts()).toBe((bobReviewsBefore ?? 0) - 1);
  });

  it('migrates books, reviews and entries of an earlier version: each book the single edition of its own work', async () => {
    const [reader, other] = await createUsers(t, 2);
    const [first, second] = [await createBook(t, admin, { isbn: '9780441172719' }), await createBook(t, admin)];
    // The reader has both books, as a reader of the earlier version has many: their reviews and entries without a
    // work are kept (and the indexes built) before the migration gives them one.
    await createReview(t, reader, first._id, { rating: 4 });
    await createReview(t, reader, second._id, { rating: 4 });
    await createReview(t, other, second._id, { rating: 2 });
    await addToReadingList(t, reader, first._id, 'completed').expect(201);
    await addToReadingList(t, reader, second._id, 'wishlist').expect(201);
    await addToReadingList(t, other, second._id, 'reading').expect(201);
    // As the earlier version kept them: no works, no ISBN forms.
    const raw = (name: string) => t.connection.collection(name);
    await raw('books').updateMany({}, { $unset: { work: '', workPrimary: '', isbn10: '', isbn13: '' } });
    await raw('reviews').updateMany({}, { $unset: { work: '' } });
    await raw('readinglistentries').updateMany({}, { $unset: { work: '' } });
    await t.app.get(Collections).reviews.createIndexes();
    await t.app.get(Collections).readingList.createIndexes();

    expect(await worksMigration.up(t.app.get(Collections))).toBeGreaterThan(0);
    expect(await worksMigration.up(t.app.get(Collections))).toBe(0);

    expect(await book(first._id)).toMatchObject({ work: first._id, workPrimary: true, isbn10: '0441172717' });
    expect(await book(second._id)).toMatchObject({ work: second._id, averageRating: 3, reviewCount: 2 });
    const reviews = (await t.http.get(`/api/reviews?book=${first._id}`).expect(200)).body.data as Row[];
    expect(reviews).toHaveLength(1);
    expect(reviews[0].edition).toBeUndefined();
    const list = (await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data as Row[];
    expect(list.map((e) => e.work).sort()).toEqual([first._id, second._id].sort());
    await t.http
      .post('/api/reviews')
      .set(reader.auth)
      .send({ book: first._id, rating: 3, title: 'Again', content: 'Once more.' })
      .expect(409);
  });
});
