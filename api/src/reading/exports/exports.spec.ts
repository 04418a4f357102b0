import { parse } from 'csv-parse/sync';
import { Types } from 'mongoose';
import { createAuthor, createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { GOODREADS_COLUMNS } from './exports.service';
import { addToReadingList } from '../../testing/reading-list';

describe('export of my data', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let reader: TestUser;
  const books: Record<string, string> = {};

  beforeAll(async () => {
    const author = await createAuthor(t, admin, { name: 'Frank Herbert' });
    books.dune = (
      await createBook(t, admin, {
        title: 'Dune',
        author: author._id,
        isbn: '0441172717',
        pageCount: 688,
        publishedDate: '1965-08-01',
        publisher: 'Chilton',
      })
    )._id;
    books.formula = (
      await createBook(t, admin, { title: '=HYPERLINK("http://evil.example")', author: author._id })
    )._id;
    books.wish = (await createBook(t, admin, { title: '-Minus', author: author._id }))._id;
    reader = await createUser(t);
    for (const [book, status] of [
      [books.dune, 'favourite'],
      [books.formula, 'abandoned'],
      [books.wish, 'wishlist'],
    ]) {
      await addToReadingList(t, reader, book, status).expect(201);
    }
    await createReview(t, reader, books.dune, {
      rating: 5,
      title: 'Spice',
      content: 'Line one.\nLine two, with "quotes".',
    });
    await createReview(t, reader, books.formula, {
      rating: 2,
      title: 'Hmm',
      content: '@SUM(A1:A9) is not a formula here',
    });
  });

  it('downloads a Goodreads library export: its headers, shelves, ratings, reviews; formulas neutralised', async () => {
    const res = await t.http.get('/api/users/me/export.csv').set(reader.auth).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="goodreads_library_export.csv"');
    const [header, ...rows] = parse(res.text) as string[][];
    expect(header).toEqual([...GOODREADS_COLUMNS]);
    const byId = new Map(rows.map((r) => [r[0], Object.fromEntries(header.map((h, i) => [h, r[i]]))]));
    expect(byId.size).toBe(3);
    expect(byId.get(books.dune)).toMatchObject({
      Title: 'Dune',
      Author: 'Frank Herbert',
      'Author l-f': 'Herbert, Frank',
      ISBN: '0441172717',
      ISBN13: '9780441172719',
      'My Rating': '5',
      'Number of Pages': '688',
      'Year Published': '1965',
      'Exclusive Shelf': 'read',
      Bookshelves: 'favorites',
      'My Review': 'Line one.<br/>Line two, with "quotes".',
    });
    expect(byId.get(books.formula)).toMatchObject({
      Title: `'=HYPERLINK("http://evil.example")`,
      'My Review': "'@SUM(A1:A9) is not a formula here",
      'Exclusive Shelf': 'did-not-finish',
    });
    expect(byId.get(books.wish)).toMatchObject({ Title: "'-Minus", 'Exclusive Shelf': 'to-read', 'My Rating': '0' });
  });

  it('gives Date Added as the day it was where the reader is (timeZone), Date Read as its calendar day', async () => {
    // Added at 03:00 UTC on March 5: still March 4 in Los Angeles, already March 5 in Tokyo.
    const entries = t.connection.collection('readinglistentries');
    const dune = { user: new Types.ObjectId(reader.id), book: new Types.ObjectId(books.dune) };
    const before = await entries.findOne(dune);
    await entries.updateOne(dune, {
      $set: { createdAt: new Date('2025-03-05T03:00:00Z'), finishedAt: new Date('2025-03-09T00:00:00Z') },
    });
    try {
      const duneRow = async (query: string) => {
        const [header, ...rows] = parse(
          (await t.http.get(`/api/users/me/export.csv${query}`).set(reader.auth).expect(200)).text,
        ) as string[][];
        const row = rows.find((r) => r[0] === books.dune)!;
        return { added: row[header.indexOf('Date Added')], read: row[header.indexOf('Date Read')] };
      };
      expect(await duneRow('?timeZone=America/Los_Angeles')).toEqual({ added: '2025/03/04', read: '2025/03/09' });
      expect(await duneRow('?timeZone=Asia/Tokyo')).toEqual({ added: '2025/03/05', read: '2025/03/09' });
      expect(await duneRow('')).toEqual({ added: '2025/03/05', read: '2025/03/09' }); // UTC
      const refused = await t.http.get('/api/users/me/export.csv?timeZone=Mars/Olympus').set(reader.auth).expect(400);
      expect(refused.body.message).toMatch(/Time zone must be a valid IANA time zone/);
    } finally {
      await entries.updateOne(dune, { $set: { createdAt: before!.createdAt, finishedAt: before!.finishedAt ?? null } });
    }
  });

  it('is a file this product (and so Goodreads-compatible services) imports back', async () => {
    const csv = (await t.http.get('/api/users/me/export.csv').set(reader.auth).expect(200)).text;
    const other = await createUser(t);
    const preview = (
      await t.http.post('/api/imports').set(other.auth).attach('file', Buffer.from(csv), 'export.csv').expect(201)
    ).body.data;
    expect(preview.format).toBe('goodreads');
    expect(
      preview.matched.map((r: { book: { _id: string }; status: string }) => [r.book._id, r.status]).sort(),
    ).toEqual(
      // The neutralised title still matches: punctuation is ignored by the title match.
      [
        [books.dune, 'favourite'],
        [books.formula, 'abandoned'],
        [books.wish, 'wishlist'],
      ].sort(),
    );
  });

  it('downloads everything held about the reader as JSON, never the password hash', async () => {
    await t.http.put('/api/goals/2025').set(reader.auth).send({ target: 24 }).expect(200);
    const res = await t.http.get('/api/users/me/export.json').set(reader.auth).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    const data = JSON.parse(res.text);
    expect(Object.keys(data).sort()).toEqual([
      'archivedReviews',
      'clubPosts',
      'clubs',
      'exportedAt',
      'goals',
      'profile',
      'readingList',
      'reviews',
    ]);
    expect(data.goals).toEqual([{ year: 2025, target: 24 }]);
    // Reviews set aside by a merge of two records of one book (none here).
    expect(data.archivedReviews).toEqual([]);
    expect(data.profile).toMatchObject({ _id: reader.id, username: reader.username });
    expect(res.text).not.toMatch(/password/i);
    expect(data.readingList).toHaveLength(3);
    expect(data.readingList.find((e: { book: { _id: string } }) => e.book._id === books.dune)).toMatchObject({
      status: 'favourite',
      book: { title: 'Dune', author: 'Frank Herbert', isbn: '0441172717' },
      finishedAt: null,
      rating: null,
    });
    expect(data.reviews.map((r: { title: string }) => r.title).sort()).toEqual(['Hmm', 'Spice']);
  });

  it('needs a session', async () => {
    await t.http.get('/api/users/me/export.csv').expect(401);
    await t.http.get('/api/users/me/export.json').expect(401);
  });
});
