import { Logger, type INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import bcrypt from 'bcryptjs';
import type { Model, Types } from 'mongoose';
import { Author } from '../authors/author.schema';
import { Book } from '../books/book.schema';
import { BookCascades } from '../books/book.cascades';
import { generatedIsbn } from '../books/isbn';
import { searchKey } from '../common/query-helpers';
import type { AppConfig } from '../config/app-config';
import { Genre, genreNameKey } from '../genres/genre.schema';
import { calendarDay } from '../reading-list/reading-dates';
import { READING_STATUSES, ReadingListEntry } from '../reading-list/reading-list-entry.schema';
import { toUserSummary } from '../reviews/review-user-summary';
import { Review } from '../reviews/review.schema';
import { ReviewCascades } from '../reviews/review.cascades';
import { IMAGE_STORE, type ImageStore } from '../upload/image-store';
import { UPLOADS_PATH } from '../upload/serve-uploads';
import { User } from '../users/user.schema';
import { avatarSvg, coverSvg, random, slugify } from './covers';
import { AUTHORS, BOOKS, GENRES, REVIEW_TEMPLATES, USERS } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;
/** Seed images are saved in the image store (GridFS by default, so every API process serves them) under `seed/`. */
const imageName = (folder: string, slug: string) => `seed/${folder}/${slug}.svg`;
const imageUrl = (folder: string, slug: string) => `${UPLOADS_PATH}/${imageName(folder, slug)}`;

/**
 * Seeds the demo catalogue into an empty database and returns true; returns false, touching
 * nothing, when the database already holds users or catalogue data (so it never alters a real database).
 */
export async function seedDemoData(app: INestApplication, config: AppConfig): Promise<boolean> {
  const logger = new Logger('Seed');
  const model = <T>(name: string) => app.get<Model<T>>(getModelToken(name));
  const users = model<User>(User.name);
  const authors = model<Author>(Author.name);
  const genres = model<Genre>(Genre.name);
  const books = model<Book>(Book.name);
  const reviews = model<Review>(Review.name);
  const readingList = model<ReadingListEntry>(ReadingListEntry.name);

  const existing = await Promise.all([users.exists({}), authors.exists({}), genres.exists({}), books.exists({})]);
  if (existing.some(Boolean)) {
    logger.log('Database already has data: nothing seeded');
    return false;
  }
  if (config.production)
    logger.warn('Seeding demo data, including demo accounts with known passwords, into a production database');

  const rnd = random(20240501);
  const pick = <T>(items: T[]) => items[Math.floor(rnd() * items.length)];
  const shuffled = <T>(items: T[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - Math.round(days * DAY));

  await saveArtwork(app.get<ImageStore>(IMAGE_STORE));

  const genreDocs = await genres.insertMany(GENRES.map((g) => ({ ...g, nameKey: genreNameKey(g.name) })));
  const genreId = new Map(genreDocs.map((g) => [g.name, g._id]));

  const authorDocs = await authors.insertMany(
    AUTHORS.map((a, i) => ({
      ...a,
      nameSearchKey: searchKey(a.name),
      birthDate: new Date(a.birthDate),
      avatar: imageUrl('avatars', slugify(a.name)),
      createdAt: daysAgo(900 - i * 10),
    })),
  );
  const authorId = new Map(authorDocs.map((a) => [a.name, a._id]));

  // bcrypt is slow on purpose: hash each distinct password once.
  const hashes = new Map<string, string>();
  for (const password of new Set(USERS.map((u) => u.password)))
    hashes.set(password, await bcrypt.hash(password, config.bcryptRounds));
  const userDocs = await users.insertMany(
    USERS.map(({ password, ...u }, i) => ({
      ...u,
      passwordHash: hashes.get(password),
      // Every third reader has no avatar, as in real life.
      avatar: i % 3 === 2 ? '' : imageUrl('avatars', `user-${slugify(u.username)}`),
      createdAt: daysAgo(720 - i * 30),
    })),
  );
  const readers = userDocs.filter((u) => u.role === 'user');

  const bookDocs = await books.insertMany(
    BOOKS.map(({ appeal: _appeal, author, genres: names, publishedDate, ...b }, i) => ({
      ...b,
      author: authorId.get(author),
      genres: names.map((n) => genreId.get(n)),
      // The keys and names a book keeps (book.schema.ts, book-names.ts), as BooksService writes them.
      titleSearchKey: searchKey(b.title),
      authorName: author,
      genreRefs: names.map((name) => ({ _id: genreId.get(name), name })),
      publishedDate: new Date(publishedDate),
      coverImage: imageUrl('covers', slugify(b.title)),
      isbn: generatedIsbn(8000, i + 1),
      createdAt: daysAgo(700 - i * 12),
    })),
  );

  // Every third published book is left untouched by the demo reader (no review, not on the reading
  // list), so that the UI journeys always have books to review and to add.
  const published = bookDocs.filter((b) => b.status === 'published');
  const demoReader = readers.find((u) => u.username === 'reader');
  const untouched = new Set(published.filter((_, i) => i % 3 === 2).map((b) => String(b._id)));
  const allowed = (reader: (typeof readers)[number], book: (typeof bookDocs)[number]) =>
    reader !== demoReader || !untouched.has(String(book._id));

  // Several reviews per published book, one per reader, ratings spread around the book's appeal.
  const reviewRows: Partial<Review>[] = [];
  bookDocs.forEach((book, i) => {
    const seed = BOOKS[i];
    if (book.status !== 'published') return;
    const reviewers = shuffled(readers.filter((r) => allowed(r, book))).slice(0, 2 + Math.floor(rnd() * 7));
    for (const reviewer of reviewers) {
      // Roughly normal around the appeal, plus the occasional reader who simply hated it.
      const noise = (rnd() + rnd() + rnd() - 1.5) * 2;
      const rating =
        rnd() < 0.07 ? 1 + Math.floor(rnd() * 2) : Math.min(5, Math.max(1, Math.round(seed.appeal + noise)));
      const template = REVIEW_TEMPLATES[rating - 1];
      const fill = (s: string) => s.replace('{title}', seed.title).replace('{author}', seed.author);
      const createdAt = new Date(book.createdAt.getTime() + rnd() * (now - book.createdAt.getTime()));
      reviewRows.push({
        book: book._id,
        user: reviewer._id,
        userSummary: toUserSummary(reviewer),
        rating,
        title: pick(template.titles),
        content: fill(pick(template.contents)),
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  await reviews.insertMany(reviewRows);

  // Reading lists: statuses rotate per reader so that all five appear (the demo reader has each one, twice), with
  // the reading dates the statuses imply: started the day after adding, finished one to four weeks later. Reading
  // dates are calendar days (reading-dates.ts): the UTC midnight of the day.
  const entryRows: Partial<ReadingListEntry>[] = [];
  const after = (date: Date, days: number) => calendarDay(new Date(Math.min(now, date.getTime() + days * DAY)));
  readers.forEach((reader, r) => {
    const count = reader === demoReader ? 10 : 3 + Math.floor(rnd() * 5);
    const chosen: Types.ObjectId[] = shuffled(published.filter((b) => allowed(reader, b)))
      .slice(0, count)
      .map((b) => b._id);
    chosen.forEach((book, j) => {
      const createdAt = daysAgo(rnd() * 300);
      const status = READING_STATUSES[(r + j) % READING_STATUSES.length];
      const startedAt = status === 'wishlist' ? null : after(createdAt, 1);
      const finishedAt =
        startedAt && (status === 'completed' || status === 'favourite') ? after(startedAt, 7 + ((j * 5) % 21)) : null;
      entryRows.push({
        user: reader._id,
        book,
        status,
        startedAt,
        finishedAt,
        createdAt,
        updatedAt: finishedAt ?? startedAt ?? createdAt,
      });
    });
  });
  await readingList.insertMany(entryRows);

  await app.get(BookCascades).recountAll();
  await app.get(ReviewCascades).ratingsChanged(bookDocs.map((b) => b._id));

  logger.log(
    `Seeded ${genreDocs.length} genres, ${authorDocs.length} authors, ${bookDocs.length} books, ${userDocs.length} users, ` +
      `${reviewRows.length} reviews and ${entryRows.length} reading-list entries`,
  );
  return true;
}

/** Saves a cover per book and an avatar per author and user in the image store. */
async function saveArtwork(store: ImageStore): Promise<void> {
  const save = (name: string, svg: string) => store.save(name, Buffer.from(svg), 'image/svg+xml');
  await Promise.all([
    ...BOOKS.map((b) => save(imageName('covers', slugify(b.title)), coverSvg(b.title, b.author))),
    ...AUTHORS.map((a) => save(imageName('avatars', slugify(a.name)), avatarSvg(a.name))),
    ...USERS.map((u) =>
      save(imageName('avatars', `user-${slugify(u.username)}`), avatarSvg(`${u.firstName} ${u.lastName}`)),
    ),
  ]);
}
