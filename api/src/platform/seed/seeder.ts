import type { INestApplication } from '@nestjs/common';
import type { Model, Types } from 'mongoose';
import { Activity } from '../../people/activity/activity.schema';
import { Author } from '../../catalogue/authors/author.schema';
import { Book, BOOK_STATUSES, type BookStatus } from '../../catalogue/books/book.schema';
import type { BookRow } from '../../catalogue/books/book.view';
import { keptBookCounts } from '../../catalogue/books/kept-book-counts';
import { isbnForms } from '../../catalogue/books/isbn';
import { mostReadEditions } from '../../catalogue/books/work-primaries';
import type { WithId } from '../common/find-by-ids';
import { jobWriteOptions } from '../database/job-write';
import { followCountChanges } from '../../people/follows/follow-counts';
import { finishedChange } from '../../people/readers/reader-counts';
import { Follow } from '../../people/follows/follow.schema';
import { Genre } from '../../catalogue/genres/genre.schema';
import { Notification } from '../../conversation/notifications/notification.schema';
import { NOTIFIED } from '../../conversation/notifications/notifications.service';
import { toEntryBookSummary, type EntryBookSummary } from '../../reading/reading-list/entry-book-summary';
import { ReadingListEntry } from '../../reading/reading-list/reading-list-entry.schema';
import { countRating, emptyRatingHistogram, ratingAggregates } from '../../conversation/reviews/rating-aggregates';
import { toReviewBookSummary } from '../../conversation/reviews/review-book-summary';
import { toUserSummary } from '../../conversation/reviews/review-user-summary';
import { Review } from '../../conversation/reviews/review.schema';
import { Like } from '../../conversation/likes/like.schema';
import { Comment } from '../../conversation/comments/comment.schema';
import { User } from '../../accounts/users/user.schema';
import { Collections, type CollectionName } from '../database/collections';
import { seriesNameKey, type SeriesEntry } from '../../catalogue/series/series.schema';
import { searchKey } from '../common/query-helpers';

type Id = Types.ObjectId;
type Row<T> = WithId<Partial<T>>;
type Doc = Record<string, unknown> & { _id: Id };

/**
 * What a seed writes: its documents as their writers create them, without what other documents decide (a book's
 * ratings and kept names, an author's and a genre's counts, the counts kept on a reader, the summaries kept by reviews
 * and reading-list entries), which the seeder adds. Ids are given, so that documents can refer to each other.
 */
export interface SeedRows {
  genres: (Row<Genre> & { name: string })[];
  authors: (Row<Author> & { name: string })[];
  users: (Row<User> & { username: string })[];
  books: (Row<Book> & { author: Id; genres: Id[]; status: BookStatus })[];
  reviews: (Row<Review> & { book: Id; user: Id; rating: number })[];
  entries: (Row<ReadingListEntry> & { book: Id })[];
  follows?: Partial<Follow>[];
  /** Likes and comments on the reviews (the seeder gives the reviews their counts). */
  likes?: Partial<Like>[];
  comments?: Partial<Comment>[];
  notifications?: Partial<Notification>[];
  /** The activity the entries and reviews imply (it refers to their ids). */
  activity?: Partial<Activity>[];
  /** Book clubs, with the counts their members and posts give them (memberCount, postCount, replyCount). */
  clubs?: object[];
  clubMembers?: object[];
  clubSections?: object[];
  clubPosts?: object[];
  /** Series of the books (an entry names a book: a book is its own work), given their name keys by the seeder. */
  series?: { _id: Id; name: string; description: string; entries: SeriesEntry[]; createdAt?: Date }[];
}

export interface SeedWriting {
  /**
   * true: documents go through their models, as the services create them (the schemas' defaults, keys and
   * validation), for the demo catalogue; false: as given, one bulk insert per collection, for the scale seed.
   */
  throughModels: boolean;
  /** How long each write may wait for the database (a background job's limit: jobWriteOptions). */
  writeTimeoutMs: number;
}

/**
 * Writes a seed into an empty database with every aggregate computed by the code the API's services and cascades
 * compute it with (ratingAggregates, keptBookCounts, followCountChanges, NOTIFIED, the summaries' makers), in memory:
 * one insert per collection instead of one recount per book, author or reader.
 */
export async function writeSeed(app: INestApplication, rows: SeedRows, writing: SeedWriting): Promise<void> {
  const options = jobWriteOptions(writing.writeTimeoutMs);
  // The documents as stored (with the schemas' defaults when written through the models), for the summaries.
  const db = app.get(Collections);
  const insert = async (
    collection: CollectionName,
    docs: object[],
    throughModels = writing.throughModels,
  ): Promise<Doc[]> => {
    const model = db[collection] as Model<unknown>;
    if (docs.length === 0) return [];
    if (!throughModels) {
      await model.insertMany(docs, { lean: true, ...options });
      return docs as Doc[];
    }
    return (await model.insertMany(docs, options)).map((d) => d.toObject() as Doc);
  };

  const follows = rows.follows ?? [];
  const notifications = rows.notifications ?? [];
  const users = await insert('users', withReaderCounts(rows, follows, notifications));
  await insert('follows', follows);
  await insert('notifications', notifications);

  await insert(
    'genres',
    withBookCounts(rows.genres, rows.books, (b) => b.genres),
  );
  await insert(
    'authors',
    withBookCounts(rows.authors, rows.books, (b) => [b.author]),
  );
  const bookRows = withNamesAndRatings(rows);
  const books = await insert('books', bookRows);
  // As BookCascades keeps them (written with $set, no version key): always through the driver.
  const statuses = BOOK_STATUSES.map((status) => ({
    _id: status,
    count: rows.books.filter((b) => b.status === status).length,
    works: bookRows.filter((b) => b.status === status && b.workPrimary).length,
  }));
  await insert('bookCounts', statuses, false);

  const bookSummaries = new Map<string, EntryBookSummary>(
    books.map((b) => [String(b._id), toEntryBookSummary(b as unknown as BookRow)]),
  );
  const summaryOf = (book: Id) => {
    const summary = bookSummaries.get(String(book));
    if (!summary) throw new Error(`Seed: no book ${String(book)}`);
    return summary;
  };
  const userSummaries = new Map(users.map((u) => [String(u._id), toUserSummary(u as unknown as User)]));
  const workOf = worksOf(rows);
  await insert(
    'reviews',
    withReactionCounts(rows).map((r) => ({
      ...r,
      work: workOf(r.book),
      userSummary: userSummaries.get(String(r.user)),
      bookSummary: toReviewBookSummary(summaryOf(r.book)),
    })),
  );
  await insert(
    'readingList',
    rows.entries.map((e) => ({ ...e, work: workOf(e.book), bookSummary: summaryOf(e.book) })),
  );
  await insert('likes', rows.likes ?? []);
  await insert('comments', rows.comments ?? []);
  await insert('activities', rows.activity ?? []);
  for (const collection of ['clubs', 'clubMembers', 'clubSections', 'clubPosts'] as const)
    await insert(collection, rows[collection] ?? []);
  await insert(
    'series',
    (rows.series ?? []).map((s) => ({
      ...s,
      nameKey: seriesNameKey(s.name),
      nameSearchKey: searchKey(s.name),
      updatedAt: s.createdAt,
    })),
  );
}

/** The reviews with the counts of their likes and comments (as LikesService and CommentsService keep them). */
function withReactionCounts({ reviews, likes = [], comments = [] }: SeedRows): SeedRows['reviews'] {
  const counts = new Map(reviews.map((r) => [String(r._id), { likeCount: 0, commentCount: 0 }]));
  const of = (review: unknown) => {
    const kept = counts.get(String(review));
    if (!kept) throw new Error(`Seed: a like or comment of no review (${String(review)})`);
    return kept;
  };
  for (const like of likes) of(like.review).likeCount++;
  for (const comment of comments) of(comment.review).commentCount++;
  return reviews.map((r) => ({ ...r, ...counts.get(String(r._id)) }));
}

/** Adds `$inc`'s changes to a document in memory. */
function increment(doc: Record<string, unknown>, changes: Readonly<Record<string, number>>): void {
  for (const [field, by] of Object.entries(changes)) doc[field] = ((doc[field] as number | undefined) ?? 0) + by;
}

/**
 * The readers with the counts their accepted follows, their notifications, their reviews and their finished books give
 * them (as FollowsService, NotificationsService, ReviewsService and ReadingListService keep them).
 */
function withReaderCounts(
  { users, reviews, entries }: SeedRows,
  follows: Partial<Follow>[],
  notifications: Partial<Notification>[],
): Doc[] {
  const byId = new Map<string, Doc>(
    users.map((u) => [String(u._id), { ...u, followerCount: 0, followingCount: 0, reviewCount: 0, finishedCount: 0 }]),
  );
  const reader = (id: unknown) => {
    const user = byId.get(String(id));
    if (!user) throw new Error(`Seed: no reader ${String(id)}`);
    return user;
  };
  for (const f of follows) {
    if (f.status !== 'accepted') continue;
    const changes = followCountChanges(1);
    increment(reader(f.follower), changes.follower);
    increment(reader(f.followee), changes.followee);
  }
  for (const n of notifications) increment(reader(n.recipient), NOTIFIED);
  for (const r of reviews) increment(reader(r.user), { reviewCount: 1 });
  for (const e of entries) increment(reader(e.user), { finishedCount: finishedChange(null, e.status ?? null) });
  return [...byId.values()];
}

/** Authors or genres with the counts of their books by status (as BookCascades recounts them). */
function withBookCounts<T extends { _id: Id }>(
  owners: T[],
  books: SeedRows['books'],
  refsOf: (book: SeedRows['books'][number]) => Id[],
): T[] {
  const byOwner = new Map<string, Map<BookStatus, number>>();
  for (const book of books)
    for (const owner of new Set(refsOf(book).map(String))) {
      const byStatus = byOwner.get(owner) ?? new Map<BookStatus, number>();
      byStatus.set(book.status, (byStatus.get(book.status) ?? 0) + 1);
      byOwner.set(owner, byStatus);
    }
  return owners.map((owner) => ({
    ...owner,
    ...keptBookCounts([...(byOwner.get(String(owner._id)) ?? [])].map(([_id, n]) => ({ _id, n }))),
  }));
}

/** The work of each book of the seed: the one it names, else its own id (a work of one edition). */
function worksOf({ books }: SeedRows): (book: unknown) => Id {
  const works = new Map(books.map((b) => [String(b._id), b.work ?? b._id]));
  return (book) => {
    const work = works.get(String(book));
    if (!work) throw new Error(`Seed: no book ${String(book)}`);
    return work;
  };
}

/**
 * The books with the names they keep of their author and genres (book-names.ts, as BooksService writes them), their
 * work (their own id unless the seed groups them) and whether they stand for it (mostReadEditions, as the cascades
 * choose it), and their work's reviews' aggregates (as ReviewCascades keeps them).
 */
function withNamesAndRatings(rows: SeedRows): (Doc & { status: BookStatus; workPrimary: boolean })[] {
  const names = new Map([...rows.authors, ...rows.genres].map((d) => [String(d._id), d.name]));
  const workOf = worksOf(rows);
  const histograms = new Map(rows.books.map((b) => [String(workOf(b._id)), emptyRatingHistogram()]));
  for (const review of rows.reviews) {
    const histogram = histograms.get(String(workOf(review.book)));
    if (!histogram) throw new Error(`Seed: a review of no book (${String(review.book)})`);
    countRating(histogram, review.rating);
  }
  const readers = new Map<string, number>();
  for (const entry of rows.entries) readers.set(String(entry.book), (readers.get(String(entry.book)) ?? 0) + 1);
  const primaries = new Set(
    [
      ...mostReadEditions(
        rows.books.map((b) => ({
          _id: b._id,
          work: workOf(b._id),
          status: b.status,
          createdAt: b.createdAt ?? new Date(0),
        })),
        readers,
      ).values(),
    ].map(String),
  );
  return rows.books.map((book) => ({
    ...book,
    work: workOf(book._id),
    workPrimary: primaries.has(String(book._id)),
    ...isbnForms(book.isbn),
    authorName: names.get(String(book.author)) ?? null,
    genreRefs: book.genres.flatMap((id) => {
      const name = names.get(String(id));
      return name === undefined ? [] : [{ _id: id, name }];
    }),
    ...ratingAggregates(histograms.get(String(workOf(book._id)))!),
  }));
}
