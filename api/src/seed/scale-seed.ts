import { Logger, type INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import bcrypt from 'bcryptjs';
import { Types, type Model } from 'mongoose';
import { usernameSkeleton } from '../auth/account-rules';
import { Activity } from '../activity/activity.schema';
import { Author } from '../authors/author.schema';
import { BookCount } from '../books/book-count.schema';
import { Book, BOOK_STATUSES, type BookStatus } from '../books/book.schema';
import { round2, searchKey } from '../common/query-helpers';
import type { WithId } from '../common/find-by-ids';
import { jobWriteOptions } from '../database/job-write';
import { Follow } from '../follows/follow.schema';
import { Notification } from '../notifications/notification.schema';
import { generatedIsbn } from '../books/isbn';
import { Genre, genreNameKey } from '../genres/genre.schema';
import type { BookRow } from '../books/book.view';
import { toEntryBookSummary } from '../reading-list/entry-book-summary';
import { READING_STATUSES, ReadingListEntry } from '../reading-list/reading-list-entry.schema';
import { toReviewBookSummary } from '../reviews/review-book-summary';
import { toUserSummary } from '../reviews/review-user-summary';
import { Review } from '../reviews/review.schema';
import { User } from '../users/user.schema';
import { random } from './covers';
import { seedActivity, seedFollows, seedNotifications } from './scale-seed-people';

const DAY = 24 * 60 * 60 * 1000;
const GENRES = [
  'Fantasy',
  'Science Fiction',
  'Mystery',
  'Romance',
  'History',
  'Biography',
  'Poetry',
  'Thriller',
  'Horror',
  'Philosophy',
  'Travel',
  'Classics',
];
const WORDS = [
  'Silent',
  'River',
  'Glass',
  'Winter',
  'Garden',
  'Empire',
  'Shadow',
  'Letters',
  'Harbor',
  'Iron',
  'Night',
  'Orchard',
  'Storm',
  'Salt',
  'Lantern',
  'Crown',
];

/**
 * `SEED_SCALE=<n>`: fills an empty database with n books (about 5 reviews each), n/10 authors, a few hundred
 * users with reading lists, follows (0 to 200 each) and the activity their lists and reviews imply, for measuring growth (`npm run bench:scale`). Bulk inserts only; ratings and counts are
 * computed here, as the reviews service and the books service would, so every aggregate is consistent.
 * Every user's password is `password123`.
 */
export async function seedScale(
  app: INestApplication,
  bookCount: number,
  bcryptRounds: number,
  writeTimeoutMs: number,
): Promise<boolean> {
  const logger = new Logger('Seed');
  const model = <T>(name: string) => app.get<Model<T>>(getModelToken(name));
  const users = model<User>(User.name);
  if (await users.exists({})) {
    logger.log('Database already has data: nothing seeded');
    return false;
  }
  const started = Date.now();
  const rnd = random(5000);
  const int = (n: number) => Math.floor(rnd() * n);
  const daysAgo = (days: number) => new Date(started - Math.round(days * DAY));
  // One insert per collection (the driver splits it into messages as needed): the embedded database's cost is per
  // write and grows with the collection, so fewer writes seed faster; each may take the background-job write timeout.
  const insert = async <T>(m: Model<T>, rows: Partial<T>[]) => {
    await m.insertMany(rows, { lean: true, ...jobWriteOptions(writeTimeoutMs) });
  };

  const genres = GENRES.map((name) => ({
    _id: new Types.ObjectId(),
    name,
    nameKey: genreNameKey(name),
    description: `${name} books`,
    bookCount: 0,
    publishedBookCount: 0,
  }));
  const authors = Array.from({ length: Math.max(10, Math.round(bookCount / 10)) }, (_, i) => ({
    _id: new Types.ObjectId(),
    name: `Author ${i + 1}`,
    nameSearchKey: searchKey(`Author ${i + 1}`),
    biography: 'A writer.',
    bookCount: 0,
    publishedBookCount: 0,
    createdAt: daysAgo(1000 - (i % 900)),
  }));

  const passwordHash = await bcrypt.hash('password123', bcryptRounds);
  const userCount = Math.min(500, Math.max(100, Math.round(bookCount / 10)));
  const userRows = Array.from({ length: userCount }, (_, i) => ({
    _id: new Types.ObjectId(),
    username: i === 0 ? 'admin' : `reader${i}`,
    // insertMany with lean skips the schema's hooks: the lower-case and look-alike keys are written here.
    usernameKey: i === 0 ? 'admin' : `reader${i}`,
    usernameSkeleton: usernameSkeleton(i === 0 ? 'admin' : `reader${i}`),
    email: i === 0 ? 'admin@example.test' : `reader${i}@example.test`,
    passwordHash,
    role: i === 0 ? 'admin' : 'user',
    createdAt: daysAgo(800 - i),
  }));
  const follows = seedFollows(userRows, rnd);
  const notifications = seedNotifications(userRows, follows);
  await insert(users, userRows as Partial<User>[]);
  await insert(model<Follow>(Follow.name), follows);
  await insert(model<Notification>(Notification.name), notifications);

  const books = Array.from({ length: bookCount }, (_, i) => {
    const status: BookStatus = i % 50 === 49 ? 'draft' : i % 100 === 98 ? 'archived' : 'published';
    // bookCount counts books of every status, publishedBookCount the published ones, as BookCascades recounts them.
    const author = authors[int(authors.length)];
    const bookGenres = [...new Set([genres[int(genres.length)], genres[int(genres.length)]])];
    for (const counted of [author, ...bookGenres]) {
      counted.bookCount += 1;
      if (status === 'published') counted.publishedBookCount += 1;
    }
    const title = `${WORDS[int(WORDS.length)]} ${WORDS[int(WORDS.length)]} ${i + 1}`;
    return {
      _id: new Types.ObjectId(),
      title,
      titleSearchKey: searchKey(title),
      author: author._id,
      genres: bookGenres.map((g) => g._id),
      // The names a book keeps (book-names.ts), as BooksService writes them.
      authorName: author.name,
      genreRefs: bookGenres.map((g) => ({ _id: g._id, name: g.name })),
      description: 'A book of the scale catalogue.',
      publishedDate: daysAgo(365 * 80 * rnd()),
      coverImage: '',
      isbn: generatedIsbn(8100 + Math.floor(i / 100000), i % 100000),
      status,
      appeal: 1.5 + rnd() * 3.5,
      averageRating: 0,
      reviewCount: 0,
      ratingHistogram: [0, 0, 0, 0, 0],
      createdAt: daysAgo(700 * rnd()),
    };
  });

  // The summary of its book an entry or a review keeps (entry-book-summary.ts, review-book-summary.ts).
  const summaryOf = (book: (typeof books)[number]) => toEntryBookSummary(book as unknown as BookRow);

  // ~5 reviews per published book, by distinct readers, ratings around the book's appeal.
  const reviews: WithId<Partial<Review>>[] = [];
  for (const book of books) {
    if (book.status !== 'published') continue;
    const count = 1 + int(9);
    const first = int(userCount - count);
    let sum = 0;
    for (let k = 0; k < count; k++) {
      const rating = Math.min(5, Math.max(1, Math.round(book.appeal + (rnd() + rnd() - 1) * 2)));
      sum += rating;
      book.ratingHistogram[rating - 1] += 1;
      const createdAt = new Date(book.createdAt.getTime() + rnd() * (started - book.createdAt.getTime()));
      const reviewer = userRows[1 + ((first + k) % (userCount - 1))];
      reviews.push({
        _id: new Types.ObjectId(),
        book: book._id,
        user: reviewer._id,
        userSummary: toUserSummary(reviewer),
        rating,
        title: 'A review',
        content: 'Thoughts on this book.',
        createdAt,
        updatedAt: createdAt,
      });
    }
    book.reviewCount = count;
    book.averageRating = round2(sum / count);
    // The book's reviews, just pushed, keep it with its final ratings.
    const bookSummary = toReviewBookSummary(summaryOf(book));
    for (const review of reviews.slice(-count)) review.bookSummary = bookSummary;
  }
  await insert(model<Book>(Book.name), books.map(({ appeal: _appeal, ...b }) => b) as unknown as Partial<Book>[]);
  await insert(
    model<BookCount>(BookCount.name),
    BOOK_STATUSES.map((status) => ({ _id: status, count: books.filter((b) => b.status === status).length })),
  );
  await insert(model<Review>(Review.name), reviews);

  const published = books.filter((b) => b.status === 'published');
  // Each entry keeps its book's summary, made here from the seed's own rows (the start-up backfill would write once per book).
  const entries: WithId<Partial<ReadingListEntry>>[] = [];
  for (const [r, user] of userRows.entries()) {
    const first = int(published.length);
    // reader1 keeps a long reading list (200 entries), the case the benchmark measures.
    for (let j = 0, n = Math.min(published.length, r === 1 ? 200 : 3 + int(8)); j < n; j++) {
      const createdAt = daysAgo(rnd() * 300);
      const book = published[(first + j) % published.length];
      entries.push({
        _id: new Types.ObjectId(),
        user: user._id,
        book: book._id,
        status: READING_STATUSES[(r + j) % READING_STATUSES.length],
        createdAt,
        updatedAt: createdAt,
        bookSummary: summaryOf(book),
      });
    }
  }
  await insert(model<ReadingListEntry>(ReadingListEntry.name), entries);
  const activity = seedActivity(entries, reviews);
  await insert(model<Activity>(Activity.name), activity);
  await insert(model<Genre>(Genre.name), genres as Partial<Genre>[]);
  await insert(model<Author>(Author.name), authors as Partial<Author>[]);

  logger.log(
    `Scale seed: ${bookCount} books, ${authors.length} authors, ${userCount} users, ${reviews.length} reviews, ${entries.length} reading-list entries, ${follows.length} follows, ${notifications.length} notifications, ${activity.length} activities in ${Date.now() - started} ms`,
  );
  return true;
}
