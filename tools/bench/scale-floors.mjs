// The floors of `bench scale`: for each request it measures (by the catalogue's label), the rows it prints, each
// [row label, floor]: the primary query the request needs, sent straight through the driver to the same engine, and
// for some requests again beside every command the API sends for them, in the API's order ("floor: its commands"):
// what is left over is the API's own work (HTTP, validation, views, JSON, compression).
import { BOOK_SORT_ORDERS, DEFAULT_BOOK_SORT } from './lib/catalogue.mjs';
import { commentFloors, peopleFloors } from './scale-floors-readers.mjs';

const newest = { createdAt: -1, _id: -1 };
// The catalogue and its search show one book per work: its primary edition (book-catalogue.ts).
const published = { status: 'published', workPrimary: true };

/**
 * `titleSearch(text)`: the filter the API searches titles by, from the measured checkout's source (a checkout from
 * before the kept search keys matched the title itself).
 */
export function scaleFloors(db, ids, titleSearch, authorSearch) {
  const find =
    (collection, filter, sort, limit = 0) =>
    () =>
      db.collection(collection).find(filter, { sort, limit }).toArray();
  const searchSort = BOOK_SORT_ORDERS[DEFAULT_BOOK_SORT];
  const searchAuthors = () =>
    db
      .collection('authors')
      .find(authorSearch('river'), { projection: { _id: 1 } })
      .toArray();
  const searchFacet = () =>
    db
      .collection('books')
      .aggregate([
        { $match: { ...published, ...titleSearch('river') } },
        { $sort: searchSort },
        { $facet: { rows: [{ $skip: 0 }, { $limit: 24 }], total: [{ $count: 'n' }] } },
      ])
      .toArray();
  // The JWT guard reads the caller's role and token version first (jwt.strategy.ts: a role change or a sign-out takes
  // effect at once).
  const guardRead = (id = ids.reader) =>
    db.collection('users').findOne({ _id: id }, { projection: { role: 1, tokenVersion: 1 } });
  const readingList = find('readinglistentries', { user: ids.reader }, newest);
  const ratingCounts = () =>
    db
      .collection('reviews')
      .aggregate([{ $group: { _id: '$rating', count: { $sum: 1 } } }])
      .toArray();
  const people = peopleFloors(db, ids);
  const comments = commentFloors(db, ids);
  return new Map([
    ...Object.entries(BOOK_SORT_ORDERS).map(([sort, spec]) => [
      `catalogue page, sort=${sort}`,
      [[`catalogue page, sort=${sort}`, find('books', published, spec, 24)]],
    ]),
    [
      'search "river"',
      [
        // No author's name contains "river", so the API's filter is the title's alone (books.service.ts).
        ['search "river"', find('books', { ...published, ...titleSearch('river') }, searchSort, 24)],
        // The catalogue shows "N books found", so a search counts its matches in the same pass as its page ($facet),
        // which costs this engine more than the find above. For information: the goal is read on the line above.
        ['search "river" (floor: its $facet)', searchFacet],
        // The authors of that name first (their ids join the title in the filter when there are some), then the $facet.
        ['search "river" (floor: its commands)', async () => (await searchAuthors(), await searchFacet())],
      ],
    ],
    ["a book's page", [["a book's page", () => db.collection('books').findOne({ _id: ids.book })]]],
    ['its reviews', [['its reviews', find('reviews', { book: ids.book }, newest, 50)]]],
    ['admin review listing', [['admin review listing', find('reviews', {}, newest, 50)]]],
    // Not counted, the API reads one review more than the page to tell whether there are more.
    ['admin review listing, not counted', [['admin review listing, not counted', find('reviews', {}, newest, 51)]]],
    ['review stats', [['review stats', ratingCounts]]],
    // Everyone else sees the reviews of published books only: the same count of every review is its primary query.
    ['review stats, anonymous', [['review stats, anonymous', ratingCounts]]],
    // Site stats are the totals of four collections, each the collection's own count (estimatedDocumentCount).
    [
      'site stats',
      [
        [
          'site stats',
          () =>
            Promise.all(['books', 'users', 'reviews', 'authors'].map((c) => db.collection(c).estimatedDocumentCount())),
        ],
      ],
    ],
    [
      'reading list (200 entries)',
      [
        ['reading list (200 entries)', readingList],
        ['reading list (200 entries) (floor: its commands)', async () => (await guardRead(), await readingList())],
      ],
    ],
    // Readers meeting readers, each beside every command its answer requires, in the API's order.
    ['feed (follows 200)', [['feed (follows 200)', async () => (await guardRead(), await people.feed())]]],
    [
      'feed (follows 2)',
      [['feed (follows 2)', async () => (await guardRead(ids.otherReader), await people.feedOfTwo())]],
    ],
    ["a reader's profile", [["a reader's profile", people.profile]]],
    [
      'friends on a book (follows 200)',
      [['friends on a book (follows 200)', async () => (await guardRead(), await people.friends())]],
    ],
    // A full page of the review's 40 comments, among one comment per book on other reviews.
    ["a review's comments (a full page)", [["a review's comments (a full page)", comments.page]]],
    [
      "a review's comments, signed in (a full page)",
      [
        [
          "a review's comments, signed in (a full page)",
          async () => (await guardRead(), await comments.pageSignedIn()),
        ],
      ],
    ],
    // reader1 is followed by many (one 'follow' notification each): a full page, its total kept on the reader.
    [
      'notifications (a full page)',
      [['notifications (a full page)', async () => (await guardRead(), await people.notifications())]],
    ],
  ]);
}
