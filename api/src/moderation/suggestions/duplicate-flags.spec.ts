import { createBook } from '../../testing/books';
import { createUser, setUpApp, UNKNOWN_ID } from '../../testing/fixtures';
import { suggestionQueue } from '../../testing/suggestions';
import { mergeAndWait } from '../../testing/merges';

describe('flags of duplicate books ("This is the same book as…")', () => {
  const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });
  const flag = (who: { auth: { Authorization: string } }, book: unknown, sameAs: unknown) =>
    t.http.post('/api/suggestions').set(who.auth).send({ kind: 'duplicate', book, sameAs });
  const queue = () => suggestionQueue(t, admin);

  it('reaches the Suggestions queue once per pair of books, counting the readers who flagged it', async () => {
    const paperback = await createBook(t, admin, { title: 'Tidewater (paperback)' });
    const hardcover = await createBook(t, admin, { title: 'Tidewater' });
    expect((await flag(reader, paperback._id, hardcover._id).expect(200)).body.data).toEqual({ suggested: 1 });
    // The same reader again, and another reader flagging the pair the other way round.
    expect((await flag(reader, hardcover._id, paperback._id).expect(200)).body.data).toEqual({ suggested: 0 });
    const other = await createUser(t);
    expect((await flag(other, hardcover._id, paperback._id).expect(200)).body.data).toEqual({ suggested: 1 });

    const flags = await suggestionQueue(t, admin, 'duplicate');
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'duplicate',
        title: 'Tidewater (paperback)',
        count: 2,
        duplicate: {
          book: { _id: paperback._id, title: 'Tidewater (paperback)' },
          sameAs: { _id: hardcover._id, title: 'Tidewater' },
        },
      }),
    ]);

    // The administrator merges the two, then approves the flag with the kept book: it leaves the queue.
    await mergeAndWait(t, admin, { kind: 'books', keep: hardcover._id, merge: paperback._id });
    const approved = await t.http
      .post(`/api/suggestions/${flags[0]._id}/approve`)
      .set(admin.auth)
      .send({ bookId: hardcover._id })
      .expect(200);
    expect(approved.body.data).toEqual({ linked: 0 });
    expect((await queue()).some((s: { _id: string }) => s._id === flags[0]._id)).toBe(false);

    // A flag naming the merged book now answers 410 with the kept one.
    const gone = await flag(reader, paperback._id, UNKNOWN_ID).expect(410);
    expect(gone.body).toEqual({ success: false, message: 'This book was merged into another', keptId: hardcover._id });
  });

  it('refuses one book twice (400), a book the reader cannot see (404), a visitor (401), other kinds (400)', async () => {
    const book = await createBook(t, admin);
    const draft = await createBook(t, admin, { status: 'draft' });
    expect((await flag(reader, book._id, book._id).expect(400)).body.message).toBe(
      'A book is the same as itself: choose the other book',
    );
    expect((await flag(reader, book._id, UNKNOWN_ID).expect(404)).body.message).toBe('Book not found');
    await flag(reader, book._id, draft._id).expect(404);
    await t.http.post('/api/suggestions').send({ kind: 'duplicate', book: book._id, sameAs: draft._id }).expect(401);
    const kind = await t.http
      .post('/api/suggestions')
      .set(reader.auth)
      .send({ kind: 'book', book: book._id, sameAs: draft._id });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe('Kind must be duplicate or series');
    expect((await flag(reader, 'nope', book._id).expect(400)).body.message).toBe('Book must be a valid id');
  });

  it('shows a book to add as kind book, without duplicate', async () => {
    await t.connection.collection('suggestions').insertOne({
      key: 'title:sea|ann',
      openKey: 'title:sea|ann',
      title: 'Sea',
      author: 'Ann',
      requests: [],
      count: 1,
      status: 'open',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const sea = (await queue()).find((s: { title: string }) => s.title === 'Sea');
    expect(sea.kind).toBe('book');
    expect(sea).not.toHaveProperty('duplicate');
  });
});
