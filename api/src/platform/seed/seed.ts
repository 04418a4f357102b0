import { Logger, type INestApplication } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import { searchKey } from '../common/query-helpers';
import type { AppConfig } from '../config/app-config';
import { genreNameKey } from '../../catalogue/genres/genre.schema';
import { calendarDay } from '../../reading/reading-list/reading-dates';
import { IMAGE_STORE, type ImageStore } from '../upload/image-store';
import { UPLOADS_PATH } from '../upload/serve-uploads';
import { avatarSvg, coverSvg, slugify } from './covers';
import { AUTHORS, BOOKS, EDITIONS, GENRES, READING_LIST, REVIEWS, SERIES, USERS } from './demo-data';
import { demoClubRows, demoProgress } from './demo-clubs';
import { demoCommunityRows } from './demo-community';
import { seedActivity } from './scale-seed-people';
import { writeSeed, type SeedRows } from './seeder';
import { Collections } from '../database/collections';

const DAY = 24 * 60 * 60 * 1000;
/** Seed images are saved in the image store (GridFS by default, so every API process serves them) under `seed/`. */
const imageName = (folder: string, slug: string) => `seed/${folder}/${slug}.svg`;
const imageUrl = (folder: string, slug: string) => `${UPLOADS_PATH}/${imageName(folder, slug)}`;
const userAvatar = (username: string) => `user-${slugify(username)}`;

/** The id of a document the data names; a name that matches nothing is an error in the data files. */
function idsByName(docs: { _id: Types.ObjectId }[], nameOf: (i: number) => string, what: string) {
  const ids = new Map(docs.map((d, i) => [nameOf(i), d._id]));
  return (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`Demo data: no ${what} "${name}"`);
    return id;
  };
}

/**
 * Seeds the demo catalogue (demo-data.ts) into an empty database and returns true; returns false, touching
 * nothing, when the database already holds users or catalogue data (so it never alters a real database).
 */
export async function seedDemoData(app: INestApplication, config: AppConfig): Promise<boolean> {
  const logger = new Logger('Seed');
  const db = app.get(Collections);
  const existing = await Promise.all([
    db.users.exists({}),
    db.authors.exists({}),
    db.genres.exists({}),
    db.books.exists({}),
  ]);
  if (existing.some(Boolean)) {
    logger.log('Database already has data: nothing seeded');
    return false;
  }
  if (config.production)
    logger.warn('Seeding demo data, including demo accounts with known passwords, into a production database');

  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - Math.round(days * DAY));
  // Reading dates are calendar days (reading-dates.ts, the UTC midnight of the day), never later than today.
  const after = (date: Date, days: number) => calendarDay(new Date(Math.min(now, date.getTime() + days * DAY)));

  await saveArtwork(app.get<ImageStore>(IMAGE_STORE));

  const genres = GENRES.map((g) => ({ _id: new Types.ObjectId(), ...g, nameKey: genreNameKey(g.name) }));
  const authors = AUTHORS.map(({ createdDaysAgo, ...a }) => ({
    _id: new Types.ObjectId(),
    ...a,
    nameSearchKey: searchKey(a.name),
    birthDate: new Date(a.birthDate),
    avatar: imageUrl('avatars', slugify(a.name)),
    createdAt: daysAgo(createdDaysAgo),
  }));
  // bcrypt is slow on purpose: hash each distinct password once.
  const hashes = new Map<string, string>();
  for (const password of new Set(USERS.map((u) => u.password)))
    hashes.set(password, await bcrypt.hash(password, config.bcryptRounds));
  const users = USERS.map(({ password, avatar, createdDaysAgo, ...u }) => ({
    _id: new Types.ObjectId(),
    ...u,
    passwordHash: hashes.get(password),
    avatar: avatar ? imageUrl('avatars', userAvatar(u.username)) : '',
    createdAt: daysAgo(createdDaysAgo),
  }));
  const genreId = idsByName(genres, (i) => GENRES[i].name, 'genre');
  const authorId = idsByName(authors, (i) => AUTHORS[i].name, 'author');
  const userId = idsByName(users, (i) => USERS[i].username, 'reader');
  const books = BOOKS.map(({ author, genres: names, publishedDate, createdDaysAgo, ...b }) => ({
    _id: new Types.ObjectId(),
    ...b,
    status: b.status ?? 'published',
    author: authorId(author),
    genres: names.map(genreId),
    // The key a book's title is searched by (book.schema.ts), as BooksService writes it.
    titleSearchKey: searchKey(b.title),
    publishedDate: new Date(publishedDate),
    coverImage: imageUrl('covers', slugify(b.title)),
    createdAt: daysAgo(createdDaysAgo),
  }));
  const bookId = idsByName(books, (i) => BOOKS[i].title, 'book');
  // Other editions of a few works: the work's book with its own format, ISBN, publisher, language, pages and date.
  const editions = EDITIONS.map(({ book, publishedDate, createdDaysAgo, pageCount, ...e }) => {
    const work = books.find((b) => b._id.equals(bookId(book)))!;
    return {
      ...work,
      _id: new Types.ObjectId(),
      ...e,
      work: work._id,
      pageCount: pageCount ?? null,
      publishedDate: new Date(publishedDate),
      createdAt: daysAgo(createdDaysAgo),
    };
  });
  const editionId = idsByName(editions, (i) => `${EDITIONS[i].book} ${EDITIONS[i].format}`, 'edition');
  /** The book of that title, or its edition in that format. */
  const bookOrEdition = (title: string, format?: string) => (format ? editionId(`${title} ${format}`) : bookId(title));
  const bookOf = (title: string) => ({
    _id: bookId(title),
    pageCount: BOOKS.find((b) => b.title === title)!.pageCount,
  });
  const progress = demoProgress(bookOf, now);

  const reviews = REVIEWS.map(({ book, edition, user, createdDaysAgo, ...r }) => {
    const createdAt = daysAgo(createdDaysAgo);
    const _id = new Types.ObjectId();
    return { _id, book: bookOrEdition(book, edition), user: userId(user), ...r, createdAt, updatedAt: createdAt };
  });
  const entries = READING_LIST.map((e) => {
    const { user, book, edition, status, addedDaysAgo, startedDaysLater, finishedDaysLater } = e;
    const createdAt = daysAgo(addedDaysAgo);
    const startedAt = startedDaysLater === null ? null : after(createdAt, startedDaysLater);
    const finishedAt = startedAt && finishedDaysLater !== null ? after(startedAt, finishedDaysLater) : null;
    const updatedAt = finishedAt ?? startedAt ?? createdAt;
    return {
      _id: new Types.ObjectId(),
      user: userId(user),
      book: bookOrEdition(book, edition),
      status,
      startedAt,
      finishedAt,
      ...(progress.get(`${user} ${String(bookId(book))}`) ?? { progress: null }),
      createdAt,
      updatedAt,
    };
  });

  const titleOf = new Map([...books, ...editions].map((b) => [String(b._id), b.title]));
  const community = demoCommunityRows(userId, reviews, (id) => titleOf.get(String(id)) ?? '', now);
  const rows: SeedRows = {
    genres,
    authors,
    users,
    books: [...books, ...editions],
    reviews,
    entries,
    ...community,
    // What the lists and reviews are news of in the followers' feeds, as ActivityLog records it.
    activity: seedActivity(entries, reviews),
    ...demoClubRows(userId, bookOf, now),
    series: SERIES.map((series) => ({
      _id: new Types.ObjectId(),
      ...series,
      entries: series.entries.map((e) => ({ work: bookId(e.book), position: e.position })),
      createdAt: new Date(now),
    })),
  };
  await writeSeed(app, rows, { throughModels: true, writeTimeoutMs: config.jobWriteTimeoutMs });
  logger.log(
    `Seeded ${genres.length} genres, ${authors.length} authors, ${books.length} books (${editions.length} more ` +
      `editions), ${users.length} users, ` +
      `${reviews.length} reviews, ${entries.length} reading-list entries, ${community.follows.length} follows, ` +
      `${community.likes.length} likes and ${community.comments.length} comments`,
  );
  return true;
}

/** Saves a cover per book and an avatar per author and user in the image store. */
async function saveArtwork(store: ImageStore): Promise<void> {
  const save = (name: string, svg: string) => store.save(name, Buffer.from(svg), 'image/svg+xml');
  await Promise.all([
    ...BOOKS.map((b) => save(imageName('covers', slugify(b.title)), coverSvg(b.title, b.author))),
    ...AUTHORS.map((a) => save(imageName('avatars', slugify(a.name)), avatarSvg(a.name))),
    ...USERS.map((u) => save(imageName('avatars', userAvatar(u.username)), avatarSvg(`${u.firstName} ${u.lastName}`))),
  ]);
}
