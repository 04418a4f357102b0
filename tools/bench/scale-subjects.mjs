// What the catalogue's requests name on a scale-seeded database (the subjects of request-catalogue.ts), for
// `bench scale` and its --queries: the published book with the most reviews, reader1 (who follows 200 readers), the
// book the most of those readers have on their lists, and a review with a full page of comments (the scale seed
// writes none: they are written here); and the seeded readers who send them, as a browser does.
import { ObjectId } from 'mongodb';
import { workOfFiveEditions } from './scale-works.mjs';

/**
 * Comments for the comment reads: 40 on the newest review of `bookId` and one on each of `size` other reviews, by
 * readers in turn, written through the driver with the counts kept on the reviews.
 */
async function writeComments(db, bookId, size) {
  const [review] = await db
    .collection('reviews')
    .find({ book: bookId }, { sort: { createdAt: -1, _id: -1 }, limit: 1 })
    .toArray();
  const others = await db
    .collection('reviews')
    .find({ _id: { $ne: review._id } }, { projection: { _id: 1 }, limit: size })
    .toArray();
  const readers = await db
    .collection('users')
    .find({ role: 'user' }, { projection: { _id: 1 }, limit: 200 })
    .toArray();
  const start = Date.now() - 3_600_000;
  const comment = (reviewId, i) => {
    const at = new Date(start + i * 1000);
    return {
      review: reviewId,
      user: readers[i % readers.length]._id,
      body: `Comment ${i}: a thought or two about this review.`,
      edited: false,
      createdAt: at,
      updatedAt: at,
    };
  };
  await db
    .collection('comments')
    .insertMany([
      ...Array.from({ length: 40 }, (_, i) => comment(review._id, i)),
      ...others.map((r, i) => comment(r._id, 40 + i)),
    ]);
  await db.collection('reviews').updateOne({ _id: review._id }, { $set: { commentCount: 40 } });
  await db.collection('reviews').updateMany({ _id: { $in: others.map((r) => r._id) } }, { $set: { commentCount: 1 } });
  return review._id;
}

/** The ids of the readers `id` follows (accepted follows). */
export const followedOf = async (db, id) =>
  (
    await db
      .collection('follows')
      .find({ follower: id, status: 'accepted' }, { projection: { followee: 1 } })
      .toArray()
  ).map((f) => f.followee);

/** The catalogue's subjects (strings, as requests name them) and the same as driver ids (`ids`), for the floors. */
export async function scaleSubjects(db, size) {
  const reader = await db.collection('users').findOne({ email: 'reader1@example.test' });
  const otherReader = await db.collection('users').findOne({ usernameKey: 'reader2' });
  const book = await db.collection('books').findOne({ status: 'published' }, { sort: { reviewCount: -1, _id: 1 } });
  const review = await writeComments(db, book._id, size);
  const holders = new Map();
  for (const e of await db
    .collection('readinglistentries')
    .find({ user: { $in: await followedOf(db, reader._id) } }, { projection: { book: 1 } })
    .toArray())
    holders.set(String(e.book), (holders.get(String(e.book)) ?? 0) + 1);
  const friendsBook = new ObjectId([...holders].sort((a, b) => b[1] - a[1])[0][0]);
  const readerReview = await db.collection('reviews').findOne({ user: reader._id });
  const edition = await workOfFiveEditions(db);
  return {
    subjects: {
      book: String(book._id),
      author: String(book.author),
      genre: String(book.genres?.[0] ?? ''),
      reader: reader.username,
      readerId: String(reader._id),
      readerEmail: reader.email,
      readerReview: String(readerReview?._id ?? ''),
      review: String(review),
      friendsBook: String(friendsBook),
      edition: String(edition ?? book._id),
      year: new Date().getUTCFullYear(),
    },
    ids: { book: book._id, reader: reader._id, otherReader: otherReader._id, review, friendsBook, edition },
  };
}

// What a reader's browser sends to the API over HTTPS (Chromium's; Firefox and Safari take brotli there too), so that
// the API compresses as it does for readers: Node's fetch alone sends "gzip, deflate", which the API answers with gzip,
// dearer per byte (json-compression.ts): 0.5 ms against 0.2 ms for a reading list of 200 entries.
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The seeded readers that play each caller of the catalogue on a scale-seeded API, signed in: their headers. */
export async function signInCallers(base) {
  const login = async (email) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password123' }),
    });
    if (!res.ok) throw new Error(`${email} could not sign in: ${res.status}`);
    return { Authorization: `Bearer ${(await res.json()).data.token}` };
  };
  // reader1 follows 200 readers (every other reader in a catalogue under 2,010 books: it has fewer), reader2 two.
  return {
    anonymous: {},
    admin: await login('admin@example.test'),
    reader: await login('reader1@example.test'),
    otherReader: await login('reader2@example.test'),
  };
}
