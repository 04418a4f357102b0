import { Logger, type INestApplication } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import { usernameSkeleton } from '../../accounts/auth/account-rules';
import { BOOK_FORMATS } from '../../catalogue/books/book.schema';
import { generatedIsbn } from '../../catalogue/books/isbn';
import { searchKey } from '../common/query-helpers';
import { genreNameKey } from '../../catalogue/genres/genre.schema';
import { READING_STATUSES } from '../../reading/reading-list/reading-list-entry.schema';
import { random } from './covers';
import { seedClubs } from './scale-seed-clubs';
import { seedActivity, seedFollows, seedNotifications } from './scale-seed-people';
import { writeSeed, type SeedRows } from './seeder';
import { Collections } from '../database/collections';

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

type SeedBook = SeedRows['books'][number] & { _id: Types.ObjectId; work: Types.ObjectId; createdAt: Date };

/**
 * How many editions the w-th work of the scale catalogue has: two, three, four and five for the first four works of
 * every 25, one for the others (so 5,000 books make about 3,570 works, 143 of them with five editions).
 */
export const editionsOfWork = (w: number): number => [2, 3, 4, 5][w % 25] ?? 1;

/**
 * `SEED_SCALE=<n>`: fills an empty database with n books (editions of works of one to five: editionsOfWork; about 5
 * reviews each), n/10 authors, a few hundred
 * users with reading lists, follows (0 to 200 each) and the activity their lists and reviews imply, for measuring
 * growth (`npm run bench -- scale`). Bulk inserts only, through the seeder, which computes every aggregate (ratings,
 * counts, summaries) with the API's own code. Every user's password is `password123`.
 */
export async function seedScale(
  app: INestApplication,
  bookCount: number,
  bcryptRounds: number,
  writeTimeoutMs: number,
): Promise<boolean> {
  const logger = new Logger('Seed');
  if (await app.get(Collections).users.exists({})) {
    logger.log('Database already has data: nothing seeded');
    return false;
  }
  const started = Date.now();
  const rnd = random(5000);
  const int = (n: number) => Math.floor(rnd() * n);
  const daysAgo = (days: number) => new Date(started - Math.round(days * DAY));

  const genres = GENRES.map((name) => ({
    _id: new Types.ObjectId(),
    name,
    nameKey: genreNameKey(name),
    description: `${name} books`,
  }));
  const authors = Array.from({ length: Math.max(10, Math.round(bookCount / 10)) }, (_, i) => ({
    _id: new Types.ObjectId(),
    name: `Author ${i + 1}`,
    nameSearchKey: searchKey(`Author ${i + 1}`),
    biography: 'A writer.',
    createdAt: daysAgo(1000 - (i % 900)),
  }));

  const passwordHash = await bcrypt.hash('password123', bcryptRounds);
  const userCount = Math.min(500, Math.max(100, Math.round(bookCount / 10)));
  const users = Array.from({ length: userCount }, (_, i) => ({
    _id: new Types.ObjectId(),
    username: i === 0 ? 'admin' : `reader${i}`,
    // Written as given (no schema hooks): the lower-case and look-alike keys are written here.
    usernameKey: i === 0 ? 'admin' : `reader${i}`,
    usernameSkeleton: usernameSkeleton(i === 0 ? 'admin' : `reader${i}`),
    email: i === 0 ? 'admin@example.test' : `reader${i}@example.test`,
    passwordHash,
    role: i === 0 ? 'admin' : 'user',
    createdAt: daysAgo(800 - i),
  }));
  const follows = seedFollows(users, rnd);
  const notifications = seedNotifications(follows);

  // Works of one to five editions (editionsOfWork): an edition shares its work's title, author and genres, with a
  // format, ISBN, date and status of its own.
  const books: (SeedBook & { appeal: number })[] = [];
  for (let w = 0; books.length < bookCount; w++) {
    const author = authors[int(authors.length)];
    const bookGenres = [...new Set([genres[int(genres.length)], genres[int(genres.length)]])];
    const title = `${WORDS[int(WORDS.length)]} ${WORDS[int(WORDS.length)]} ${books.length + 1}`;
    const appeal = 1.5 + rnd() * 3.5;
    const work = new Types.ObjectId();
    for (let e = 0, n = Math.min(editionsOfWork(w), bookCount - books.length); e < n; e++) {
      const i = books.length;
      books.push({
        _id: e === 0 ? work : new Types.ObjectId(),
        work,
        title,
        titleSearchKey: searchKey(title),
        author: author._id,
        genres: bookGenres.map((g) => g._id),
        description: 'A book of the scale catalogue.',
        publishedDate: daysAgo(365 * 80 * rnd()),
        coverImage: '',
        isbn: generatedIsbn(8100 + Math.floor(i / 100000), i % 100000),
        ...(n > 1 ? { format: BOOK_FORMATS[e % BOOK_FORMATS.length] } : {}),
        status: i % 50 === 49 ? 'draft' : i % 100 === 98 ? 'archived' : 'published',
        appeal,
        createdAt: daysAgo(700 * rnd()),
      });
    }
  }
  const published = books.filter((b) => b.status === 'published');
  const byWork = new Map<string, typeof published>();
  for (const b of published) byWork.set(String(b.work), [...(byWork.get(String(b.work)) ?? []), b]);
  const publishedWorks = [...byWork.values()];

  // ~5 reviews per published edition, by distinct readers of each work (one review per reader and work), ratings
  // around the work's appeal.
  const reviews: SeedRows['reviews'] = [];
  for (const editions of publishedWorks) {
    const counts = editions.map(() => 1 + int(9));
    const first = int(userCount - counts.reduce((a, n) => a + n, 0));
    let k = 0;
    for (const [e, book] of editions.entries()) {
      for (let c = 0; c < counts[e]; c++, k++) {
        const rating = Math.min(5, Math.max(1, Math.round(book.appeal + (rnd() + rnd() - 1) * 2)));
        const createdAt = new Date(book.createdAt.getTime() + rnd() * (started - book.createdAt.getTime()));
        reviews.push({
          _id: new Types.ObjectId(),
          book: book._id,
          user: users[1 + ((first + k) % (userCount - 1))]._id,
          rating,
          title: 'A review',
          content: 'Thoughts on this book.',
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
  }

  // One entry per reader and work, on one of its published editions.
  const entries: SeedRows['entries'] = [];
  for (const [r, user] of users.entries()) {
    const first = int(publishedWorks.length);
    // reader1 keeps a long reading list (200 entries), the case the benchmark measures.
    for (let j = 0, n = Math.min(publishedWorks.length, r === 1 ? 200 : 3 + int(8)); j < n; j++) {
      const createdAt = daysAgo(rnd() * 300);
      const editions = publishedWorks[(first + j) % publishedWorks.length];
      entries.push({
        _id: new Types.ObjectId(),
        user: user._id,
        book: editions[(r + j) % editions.length]._id,
        status: READING_STATUSES[(r + j) % READING_STATUSES.length],
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  const activity = seedActivity(entries, reviews);
  const clubs = seedClubs(users, published, rnd, daysAgo);
  // A series for one author in five with three or more published works: their first three to five, in order.
  const byAuthor = new Map<string, SeedBook[]>();
  for (const [first] of publishedWorks)
    byAuthor.set(String(first.author), [...(byAuthor.get(String(first.author)) ?? []), first]);
  const series = [...byAuthor.values()]
    .filter((own, i) => own.length >= 3 && i % 5 === 0)
    .map((own, i) => ({
      _id: new Types.ObjectId(),
      name: `Saga ${i + 1}: ${(own[0]?.title ?? '').split(' ')[0]}`,
      description: 'A series of the scale catalogue.',
      entries: own.slice(0, 3 + int(3)).map((book, k) => ({ work: book.work, position: k + 1 })),
      createdAt: daysAgo(300 * rnd()),
    }));

  await writeSeed(
    app,
    {
      genres,
      authors,
      users: users as SeedRows['users'],
      books: books.map(({ appeal: _appeal, ...b }) => b),
      reviews,
      entries,
      follows,
      notifications,
      activity,
      ...clubs,
      series,
    },
    // One insert per collection (the driver splits it into messages as needed): the embedded database's cost is per
    // write and grows with the collection, so fewer writes seed faster; each may take the background-job write timeout.
    { throughModels: false, writeTimeoutMs },
  );

  logger.log(
    `Scale seed: ${bookCount} books, ${authors.length} authors, ${userCount} users, ${reviews.length} reviews, ${entries.length} reading-list entries, ${follows.length} follows, ${notifications.length} notifications, ${activity.length} activities, ${clubs.clubs.length} clubs (${clubs.clubMembers.length} members, ${clubs.clubPosts.length} posts), ${series.length} series in ${Date.now() - started} ms`,
  );
  return true;
}
