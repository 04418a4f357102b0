import { parse } from 'csv-parse/sync';
import { createAuthor, createBook, createGenre } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, setUpApp } from '../../testing/fixtures';
import { uploadImage } from '../../testing/accounts';
import { addToReadingList } from '../../testing/reading-list';

/**
 * A book no longer published (a draft, archived) is a 404 to readers: a reading list, "My year" and the exports
 * still show that the reader had it, by its title only, as no longer available; nothing else of it (description,
 * cover, author, ISBN, pages) leaves the server. Published again, it shows in full again.
 */
describe('books no longer published on reading lists, year pages and exports', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  it.each([
    ['draft', '0441172717', '9780441172719'],
    ['archived', '0306406152', '9780306406157'],
  ])('a %s book shows its title only, as no longer available', async (status, isbn, isbn13) => {
    const reader = await createUser(t);
    const author = await createAuthor(t, admin, { name: `Hidden Author ${status}` });
    const genre = await createGenre(t, admin, { name: `Hidden Genre ${status}` });
    const cover = await uploadImage(t, admin);
    const fields = {
      author: author._id,
      genres: [genre._id],
      coverImage: cover,
      description: `Secret description ${status}`,
      isbn,
      publisher: `Secret Press ${status}`,
      pageCount: 512,
      publishedDate: '1999-05-01',
    };
    const hidden = await createBook(t, admin, { title: `Gone ${status}`, ...fields });
    const shown = await createBook(t, admin, { title: `Still here ${status}`, pageCount: 100 });
    for (const book of [hidden, shown]) {
      const entry = (await addToReadingList(t, reader, book._id, 'completed').expect(201)).body.data;
      await t.http
        .put(`/api/reading-list/${entry._id}`)
        .set(reader.auth)
        .send({ startedAt: '2025-03-01', finishedAt: '2025-03-20' })
        .expect(200);
    }
    await createReview(t, reader, hidden._id, { rating: 5, title: 'My own words', content: 'What I thought of it.' });
    await t.http.put(`/api/books/${hidden._id}`).set(admin.auth).send({ status }).expect(200);
    await t.http.get(`/api/books/${hidden._id}`).set(reader.auth).expect(404);
    const secrets = [
      `Secret description ${status}`,
      `Hidden Author ${status}`,
      `Hidden Genre ${status}`,
      cover,
      `Secret Press ${status}`,
      isbn,
      isbn13,
    ];
    const expectNoSecrets = (text: string) => secrets.forEach((secret) => expect(text).not.toContain(secret));

    // The reading list.
    const list = await t.http.get('/api/reading-list').set(reader.auth).expect(200);
    const entryBooks = list.body.data.map((e: { book: unknown }) => e.book);
    expect(entryBooks).toContainEqual({ _id: hidden._id, title: `Gone ${status}`, available: false });
    expect(entryBooks).toContainEqual(
      expect.objectContaining({ _id: shown._id, available: true, coverImage: shown.coverImage }),
    );
    expectNoSecrets(list.text);
    // Its entry stays the reader's to change or remove.
    const hiddenEntry = list.body.data.find((e: { book: { _id: string } }) => e.book._id === hidden._id);
    const changed = await t.http
      .put(`/api/reading-list/${hiddenEntry._id}`)
      .set(reader.auth)
      .send({ status: 'favourite' })
      .expect(200);
    expect(changed.body.data.book).toEqual({ _id: hidden._id, title: `Gone ${status}`, available: false });

    // The year page: counted as a book read, with nothing of its own (pages, genres, author).
    const year = await t.http.get('/api/reading-list/years/2025').set(reader.auth).expect(200);
    expectNoSecrets(year.text);
    expect(year.body.data.books).toEqual([
      { _id: hidden._id, title: `Gone ${status}`, available: false, finishedAt: '2025-03-20T00:00:00.000Z' },
      expect.objectContaining({ _id: shown._id, available: true, pageCount: 100 }),
    ]);
    expect(year.body.data).toMatchObject({
      booksFinished: 2,
      pagesFinished: 100,
      genres: [],
      topAuthor: expect.objectContaining({ _id: shown.author && (shown.author as { _id: string })._id }),
    });
    expect(year.body.data.longestBook._id).toBe(shown._id);

    // The exports: the reader's own shelf, dates, rating and review stay; of the book, its title only.
    const csv = await t.http.get('/api/users/me/export.csv').set(reader.auth).expect(200);
    expectNoSecrets(csv.text);
    const [header, ...rows] = parse(csv.text) as string[][];
    const row = Object.fromEntries(header.map((h, i) => [h, rows.find((r) => r[0] === hidden._id)![i]]));
    expect(row).toMatchObject({
      Title: `Gone ${status}`,
      Author: '',
      ISBN: '',
      ISBN13: '',
      Publisher: '',
      'Number of Pages': '',
      'Year Published': '',
      'Average Rating': '0.00',
      'My Rating': '5',
      'Date Read': '2025/03/20',
      'My Review': 'What I thought of it.',
    });
    const json = await t.http.get('/api/users/me/export.json').set(reader.auth).expect(200);
    expectNoSecrets(json.text);
    const data = JSON.parse(json.text);
    expect(data.readingList.find((e: { book: { _id: string } }) => e.book._id === hidden._id).book).toEqual({
      _id: hidden._id,
      title: `Gone ${status}`,
      available: false,
    });
    expect(data.reviews.find((r: { book: { _id: string } }) => r.book._id === hidden._id)).toMatchObject({
      book: { _id: hidden._id, title: `Gone ${status}`, available: false },
      content: 'What I thought of it.',
    });
    expect(data.readingList.find((e: { book: { _id: string } }) => e.book._id === shown._id).book).toMatchObject({
      title: `Still here ${status}`,
      available: true,
    });

    // Published again: all of it shows again.
    await t.http.put(`/api/books/${hidden._id}`).set(admin.auth).send({ status: 'published' }).expect(200);
    const again = await t.http.get('/api/reading-list').set(reader.auth).expect(200);
    expect(again.body.data.find((e: { book: { _id: string } }) => e.book._id === hidden._id).book).toMatchObject({
      title: `Gone ${status}`,
      available: true,
      coverImage: cover,
      author: { _id: author._id, name: `Hidden Author ${status}` },
    });
    const yearAgain = await t.http.get('/api/reading-list/years/2025').set(reader.auth).expect(200);
    expect(yearAgain.body.data).toMatchObject({ pagesFinished: 612, longestBook: { _id: hidden._id, pageCount: 512 } });
  });
});
