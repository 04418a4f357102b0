// The reads of works and editions in `bench scale`: the catalogue of works (one card per work, workPrimary), every
// edition as administrators list them, a work's editions, the preview of grouping two works and that of merging a
// duplicate book, each beside its floor (every command its answer requires, sent through the driver as the API sends
// them: book-catalogue.ts, books.service.ts editions, works.service.ts groupPreview, merges.service.ts preview). The
// scale seed's works have one to five editions (scale-seed.ts editionsOfWork): the work measured is one of five
// editions, grouped in the preview with the catalogue's most reviewed book; the merge preview keeps that book and
// merges the most reviewed book of another work into it.
import { BOOK_SORT_ORDERS, DEFAULT_BOOK_SORT } from './lib/catalogue.mjs';

const STATUSES = ['published', 'draft', 'archived'];
const PAGE = 24;

/**
 * The first published edition of a work of five editions: the subject of a work's editions and of the preview (none in
 * a checkout from before works: --root).
 */
export async function workOfFiveEditions(db) {
  const editions = new Map();
  for (const b of await db
    .collection('books')
    .find({ status: { $in: STATUSES } }, { projection: { work: 1, status: 1 } })
    .toArray())
    editions.set(String(b.work), [...(editions.get(String(b.work)) ?? []), b]);
  const five = [...editions.values()].find((e) => e.length === 5 && e.some((b) => b.status === 'published'));
  return five?.find((b) => b.status === 'published')._id;
}

/** The cases: [label, request, floor], the request sent by `send(path, caller)`. */
export async function workCases(db, ids, send) {
  if (!ids.edition) return [];
  const admin = await db.collection('users').findOne({ usernameKey: 'admin' }, { projection: { _id: 1 } });
  const guardRead = (id) => db.collection('users').findOne({ _id: id }, { projection: { role: 1, tokenVersion: 1 } });
  const sort = BOOK_SORT_ORDERS[DEFAULT_BOOK_SORT];
  // A full page of the catalogue tells no total: the API reads the one it keeps (bookCounts).
  const catalogue = (workPrimary) => async () => {
    await db.collection('books').find({ status: 'published', workPrimary }, { sort, limit: PAGE }).toArray();
    await db
      .collection('bookcounts')
      .find({ _id: { $in: ['published'] } })
      .toArray();
  };
  const editions = async () => {
    const book = await db.collection('books').findOne({ _id: ids.edition }, { projection: { status: 1, work: 1 } });
    await db
      .collection('books')
      .find({ work: book.work, status: { $in: ['published'] } }, { sort: { publishedDate: 1, title: 1, _id: 1 } })
      .toArray();
  };
  const preview = async () => {
    await guardRead(admin._id);
    const two = await db
      .collection('books')
      .find({ _id: { $in: [ids.edition, ids.book] } })
      .toArray();
    const works = { $in: two.map((b) => b.work) };
    await Promise.all([
      db
        .collection('books')
        .find({ work: works, status: { $in: STATUSES } })
        .toArray(),
      db
        .collection('reviews')
        .find({ work: works }, { projection: { user: 1, work: 1 } })
        .toArray(),
      db
        .collection('readinglistentries')
        .find({ work: works }, { projection: { user: 1, work: 1 } })
        .toArray(),
    ]);
  };
  // The most reviewed published book of a third work: merged into the most reviewed one in the merge preview.
  const [kept, grouped] = await Promise.all(
    [ids.book, ids.edition].map((_id) => db.collection('books').findOne({ _id })),
  );
  const duplicate = await db
    .collection('books')
    .findOne({ status: 'published', work: { $nin: [kept.work, grouped.work] } }, { sort: { reviewCount: -1, _id: 1 } });
  const mergePreview = async () => {
    await guardRead(admin._id);
    const two = await db
      .collection('books')
      .find({ _id: { $in: [ids.book, duplicate._id] } })
      .toArray();
    const [from, keep] = [two.find((b) => b._id.equals(duplicate._id)), two.find((b) => b._id.equals(ids.book))];
    const works = { $in: [from.work, keep.work] };
    const [reviews, entries] = await Promise.all([
      db
        .collection('reviews')
        .find({ work: works }, { projection: { user: 1, book: 1, work: 1, 'userSummary.username': 1 } })
        .toArray(),
      db
        .collection('readinglistentries')
        .find({ work: works }, { projection: { user: 1, book: 1, work: 1 } })
        .toArray(),
      db.collection('likes').countDocuments({ book: from._id }),
      db.collection('activities').countDocuments({ book: from._id }),
      db.collection('suggestions').countDocuments({ book: from._id }),
    ]);
    const moved = reviews.filter((r) => r.book.equals(from._id)).map((r) => r._id);
    if (moved.length)
      await Promise.all([
        db.collection('comments').countDocuments({ review: { $in: moved } }),
        db.collection('reports').countDocuments({ item: { $in: moved.map((id) => `review:${String(id)}`) } }),
      ]);
    const onFrom = new Set(entries.filter((e) => e.book.equals(from._id)).map((e) => String(e.user)));
    const listedTwice = entries.filter(
      (e) => e.work.equals(keep.work) && !e.book.equals(from._id) && onFrom.has(String(e.user)),
    );
    if (listedTwice.length)
      await db
        .collection('users')
        .find({ _id: { $in: listedTwice.map((e) => e.user) } }, { projection: { username: 1 } })
        .toArray();
  };
  const edition = String(ids.edition);
  return [
    ['works: the catalogue of works (workPrimary)', send('/api/books', 'anonymous'), catalogue(true)],
    [
      'works: every edition (admin)',
      send('/api/books?editions=all', 'admin'),
      async () => (await guardRead(admin._id), await catalogue({ $in: [true, false] })()),
    ],
    ["works: a work's editions (5 editions)", send(`/api/books/${edition}/editions`, 'anonymous'), editions],
    [
      'works: group preview (5 + 1 editions)',
      send(`/api/works/group-preview?keep=${edition}&add=${String(ids.book)}`, 'admin'),
      preview,
    ],
    [
      `works: merge preview (${kept.reviewCount} + ${duplicate.reviewCount} reviews)`,
      send(`/api/merges/preview?kind=books&keep=${String(ids.book)}&merge=${String(duplicate._id)}`, 'admin'),
      mergePreview,
    ],
  ];
}
