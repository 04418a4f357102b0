import { Types } from 'mongoose';
import { createAuthor, createBook } from '../../testing/books';
import { createUser, setUpApp } from '../../testing/fixtures';
import {
  confirm,
  entriesOf,
  exportFile,
  goodreadsExport,
  importCatalogue,
  type PreviewRow,
  reviewsOf,
  STORYGRAPH,
  upload,
} from '../../testing/imports';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import type { ParsedRow } from './import-formats';
import { ImportWriter } from './import-writer';
import { PREVIEW_TTL_SECONDS } from './import.schema';

describe('imports API', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let books: Record<string, string>;
  beforeAll(async () => {
    books = await importCatalogue(t, admin);
  });

  it('writes a book named twice in one batch once, with the later row applied (one entry, one review)', async () => {
    const reader = await createUser(t);
    const row = (n: number, extra: Partial<ParsedRow>) => ({
      row: {
        row: n,
        title: 'The Lighthouse Ledger',
        author: 'Mara Ellison',
        otherAuthors: [],
        isbns: [],
        status: 'wishlist' as const,
        ...extra,
      },
      book: books.ledger,
    });
    const outcomes = await t.app
      .get(ImportWriter)
      .apply(reader.id, [
        row(1, {}),
        row(2, { status: 'completed', dateRead: '2024-03-01', rating: 4, reviewText: 'Good.' }),
        row(3, { status: 'completed', dateRead: '2024-03-01', rating: 5, reviewText: 'Better on a second read.' }),
      ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['added', 'updated', 'updated']);
    expect(await entriesOf(t, reader)).toEqual([
      expect.objectContaining({ status: 'completed', finishedAt: new Date('2024-03-01') }),
    ]);
    expect(await reviewsOf(t, reader)).toEqual([
      expect.objectContaining({ rating: 5, content: 'Better on a second read.' }),
    ]);
    await t.connection.collection('reviews').deleteMany({ user: new Types.ObjectId(reader.id) });
    await t.app.get(ReviewCascades).ratingsChanged([books.ledger]);
  });

  it('imports a StoryGraph export (BOM, quarter stars, HTML review, did-not-finish, its own ids instead of ISBNs)', async () => {
    const reader = await createUser(t);
    const preview = (await upload(t, reader, exportFile(STORYGRAPH), STORYGRAPH).expect(201)).body.data;
    expect(preview.format).toBe('storygraph');
    expect(preview.matched.map((r: PreviewRow) => [r.row, r.book?._id, r.status])).toEqual([
      [1, books.dune, 'favourite'],
      [2, books.ledger, 'abandoned'],
    ]);
    expect(preview.matched[0]).toMatchObject({
      rating: 5,
      dateRead: '2023-05-20',
      dateAdded: '2023-01-02',
      hasReview: true,
    });
    expect(preview.unmatched).toEqual([
      expect.objectContaining({
        row: 3,
        title: 'Unlisted Novel',
        author: 'Ana Author',
        isbn: '9781861972712',
        status: 'wishlist',
      }),
    ]);
    const done = await confirm(t, reader, preview.id);
    expect(done.report).toMatchObject({ added: 2, updated: 0, skipped: 0, unmatched: 1 });
    expect((await reviewsOf(t, reader))[0]).toMatchObject({
      rating: 5,
      content: 'Sand, spice & "politics".\n\nWorth it.',
      title: 'Sand, spice & "politics".',
    });
  });

  describe('the catalogue and the clock between preview and confirm', () => {
    /** A Goodreads file of read books by Vera Lind, each rated 4 with a review (matched by title and author). */
    const readBooks = (...titles: string[]) =>
      goodreadsExport(
        titles.map(
          (title, i) =>
            `${i + 1},${title},Vera Lind,,,"=""""","=""""",4,0,,,,,,2024/01/05,2024/01/01,,,read,Worth it.,,,1,0`,
        ),
      );
    const importsCollection = () => t.connection.collection('imports');

    it('skips a book unpublished after the preview (no entry, no review) and imports the others; an administrator keeps it', async () => {
      const lind = await createAuthor(t, admin, { name: 'Vera Lind' });
      const hidden = (await createBook(t, admin, { title: 'Hidden Since Preview', author: lind._id }))._id;
      const kept = (await createBook(t, admin, { title: 'Still Published', author: lind._id }))._id;
      const file = readBooks('Hidden Since Preview', 'Still Published');
      const reader = await createUser(t);
      const readerPreview = (await upload(t, reader, file).expect(201)).body.data;
      const adminPreview = (await upload(t, admin, file).expect(201)).body.data;
      expect(readerPreview.matched.map((r: PreviewRow) => r.book?._id)).toEqual([hidden, kept]);
      await t.http.put(`/api/books/${hidden}`).set(admin.auth).send({ status: 'draft' }).expect(200);

      const done = await confirm(t, reader, readerPreview.id);
      expect(done.report).toMatchObject({ added: 1, updated: 0, skipped: 1, unmatched: 0 });
      expect((await entriesOf(t, reader)).map((e) => String(e.book))).toEqual([kept]);
      expect((await reviewsOf(t, reader)).map((r) => String(r.book))).toEqual([kept]);
      const csv = (await t.http.get(`/api/imports/${readerPreview.id}/report.csv`).set(reader.auth).expect(200)).text;
      expect(csv).toContain('1,Hidden Since Preview,Vera Lind,,completed,skipped');

      expect((await confirm(t, admin, adminPreview.id)).report).toMatchObject({ added: 2, skipped: 0 });
      expect((await entriesOf(t, admin)).map((e) => String(e.book)).sort()).toEqual([hidden, kept].sort());
    });

    it('forgets a preview left unconfirmed past its TTL (the database drops it; reads ignore it meanwhile), never a confirmed import', async () => {
      const reader = await createUser(t);
      const expired = (await upload(t, reader, exportFile(STORYGRAPH), STORYGRAPH).expect(201)).body.data.id;
      const fresh = (await upload(t, reader, exportFile(STORYGRAPH), STORYGRAPH).expect(201)).body.data.id;
      const ageBy = (id: string, seconds: number) =>
        importsCollection().updateOne(
          { _id: new Types.ObjectId(id) },
          { $set: { createdAt: new Date(Date.now() - seconds * 1000) } },
        );
      await ageBy(expired, PREVIEW_TTL_SECONDS + 1);
      await ageBy(fresh, PREVIEW_TTL_SECONDS - 60);

      const refused = await t.http.post(`/api/imports/${expired}/confirm`).set(reader.auth).send({});
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ success: false, message: 'Import not found' });
      await t.http.get(`/api/imports/${expired}`).set(reader.auth).expect(404);
      expect((await confirm(t, reader, fresh)).status).toBe('done');

      // A confirmed import stays, however old: the index deletes only previews.
      await ageBy(fresh, PREVIEW_TTL_SECONDS * 10);
      expect((await t.http.get(`/api/imports/${fresh}`).set(reader.auth).expect(200)).body.data.status).toBe('done');
      expect(await importsCollection().indexes()).toContainEqual(
        expect.objectContaining({
          name: 'imports_preview_expiry',
          key: { createdAt: 1 },
          expireAfterSeconds: PREVIEW_TTL_SECONDS,
          partialFilterExpression: { status: 'preview' },
        }),
      );
    });
  });
});
