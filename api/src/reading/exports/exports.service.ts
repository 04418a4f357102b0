import { Injectable, NotFoundException } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { ClubsService } from '../../clubs/clubs/clubs.service';
import { BOOKS_COLLECTION, type Book } from '../../catalogue/books/book.schema';
import { isbnKey } from '../../catalogue/books/isbn';
import { neutralizeCell } from '../../platform/common/csv-cells';
import { findByIds, type WithId } from '../../platform/common/find-by-ids';
import { ReadingListEntry, type ReadingStatus } from '../reading-list/reading-list-entry.schema';
import { calendarDay } from '../reading-list/reading-dates';
import { Review, reviewWriting, type ReviewWriting } from '../../conversation/reviews/review.schema';
import type { ArchivedReview } from '../../conversation/reviews/archived-review.schema';
import { toPublicUser } from '../../accounts/users/public-user';
import { User } from '../../accounts/users/user.schema';
import { Collections } from '../../platform/database/collections';

/** The columns of a Goodreads library export, in its order, so that other services import the file. */
export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

/** Goodreads' shelves for each status: its exclusive shelf, and the extra shelf it is also on. */
const SHELVES: Record<ReadingStatus, { exclusive: string; shelf: string }> = {
  wishlist: { exclusive: 'to-read', shelf: '' },
  reading: { exclusive: 'currently-reading', shelf: '' },
  completed: { exclusive: 'read', shelf: '' },
  favourite: { exclusive: 'read', shelf: 'favorites' },
  abandoned: { exclusive: 'did-not-finish', shelf: 'did-not-finish' },
};

type ExportBook = WithId<
  Pick<Book, 'title' | 'author' | 'isbn' | 'publisher' | 'pageCount' | 'publishedDate' | 'averageRating' | 'status'>
> & { authorName?: string | null };
type Entry = WithId<ReadingListEntry>;
type OwnReview = WithId<Review>;
/** What the export keeps of a review, kept or archived. */
type ExportedReview = Pick<OwnReview, '_id'> & ReviewWriting;

/** "2023/05/14", as Goodreads writes dates: a calendar day (stored as its UTC midnight). */
const goodreadsDate = (day: Date | null | undefined) => (day ? day.toISOString().slice(0, 10).replace(/-/g, '/') : '');

/** "Frank Herbert" → "Herbert, Frank". */
function lastFirst(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length < 2 ? name : `${parts.at(-1)}, ${parts.slice(0, -1).join(' ')}`;
}

/** What an export tells of a book: all of it while it is published, else its title only (as reading lists show it). */
const shownBook = (book: ExportBook): ExportBook =>
  book.status === 'published'
    ? book
    : {
        _id: book._id,
        title: book.title,
        status: book.status,
        author: null,
        authorName: null,
        publisher: '',
        pageCount: null,
        publishedDate: null,
        averageRating: 0,
      };

/** The signed-in reader's data, for "Export my data". */
@Injectable()
export class ExportsService {
  constructor(
    private readonly db: Collections,
    private readonly clubs: ClubsService,
  ) {}

  /**
   * A Goodreads library export: one row per book on the reading list or reviewed; formula-like cells neutralised.
   * Days are the reader's (`timeZone`, UTC when absent).
   */
  async goodreadsCsv(user: AuthUser, timeZone?: string): Promise<string> {
    const { entries, reviews, books } = await this.readerData(user);
    const reviewByBook = new Map(reviews.map((r) => [String(r.book), r]));
    const entryByBook = new Map(entries.map((e) => [String(e.book), e]));
    const bookIds = [...new Set([...entryByBook.keys(), ...reviewByBook.keys()])].filter((id) => books.has(id));
    const rows = bookIds.map((id) => {
      // A book no longer published gives its title only; the reader's own shelf, dates, rating and review stay.
      const book = shownBook(books.get(id)!);
      const entry = entryByBook.get(id);
      const review = reviewByBook.get(id);
      const author = book.authorName ?? '';
      const isbn13 = isbnKey(book.isbn) ?? '';
      const shelves = SHELVES[entry?.status ?? 'completed'];
      const year = book.publishedDate ? String(book.publishedDate.getUTCFullYear()) : '';
      const read = shelves.exclusive === 'read';
      // An instant: the day it was where the reader is (Date Read is a calendar day already).
      const added = entry?.createdAt ?? review?.createdAt;
      const cells: Record<(typeof GOODREADS_COLUMNS)[number], string | number> = {
        'Book Id': id,
        Title: book.title,
        Author: author,
        'Author l-f': author ? lastFirst(author) : '',
        'Additional Authors': '',
        ISBN: book.isbn?.length === 10 ? book.isbn : '',
        ISBN13: isbn13,
        'My Rating': review?.rating ?? entry?.rating ?? 0,
        'Average Rating': (book.averageRating ?? 0).toFixed(2),
        Publisher: book.publisher ?? '',
        Binding: '',
        'Number of Pages': book.pageCount ?? '',
        'Year Published': year,
        'Original Publication Year': year,
        'Date Read': goodreadsDate(entry?.finishedAt),
        'Date Added': goodreadsDate(added && calendarDay(added, timeZone)),
        Bookshelves: shelves.shelf,
        'Bookshelves with positions': '',
        'Exclusive Shelf': shelves.exclusive,
        'My Review': review ? review.content.replace(/\r?\n/g, '<br/>') : '',
        Spoiler: review?.spoiler ? 'true' : '',
        'Private Notes': '',
        'Read Count': read ? 1 : 0,
        'Owned Copies': 0,
      };
      return GOODREADS_COLUMNS.map((column) => neutralizeCell(cells[column]));
    });
    return stringify(rows, { header: true, columns: [...GOODREADS_COLUMNS] });
  }

  /**
   * Everything the product holds about the reader: profile (never the password hash), reading list (with progress),
   * reviews, goals, clubs and club posts.
   */
  async everything(user: AuthUser): Promise<Record<string, unknown>> {
    const [{ profile, entries, reviews, archived, books }, goals, clubs] = await Promise.all([
      this.readerData(user, true),
      this.db.goals
        .find({ user: new Types.ObjectId(user.id) })
        .sort({ year: -1 })
        .lean(),
      this.clubs.exportOf(user.id),
    ]);
    const bookOf = (id: Types.ObjectId) => {
      const book = books.get(String(id));
      if (!book) return { _id: String(id) };
      if (book.status !== 'published') return { _id: String(id), title: book.title, available: false };
      const author = book.authorName ?? null;
      return { _id: String(id), title: book.title, available: true, author, ...(book.isbn ? { isbn: book.isbn } : {}) };
    };
    /** A review as the export gives it (kept or archived), about `book`. */
    const reviewOf = (r: ExportedReview, book: Types.ObjectId) => ({
      _id: String(r._id),
      book: bookOf(book),
      ...reviewWriting(r),
    });
    return {
      exportedAt: new Date().toISOString(),
      profile,
      readingList: entries.map((e) => ({
        book: bookOf(e.book),
        status: e.status,
        startedAt: e.startedAt ?? null,
        finishedAt: e.finishedAt ?? null,
        rating: e.rating ?? null,
        progress: e.progress ?? null,
        createdAt: e.createdAt,
        updatedAt: e.updatedAt,
      })),
      reviews: reviews.map((r) => reviewOf(r, r.book)),
      // Reviews set aside when two records of a book were merged and the reader had reviewed both (the newer stays).
      archivedReviews: archived.map((r) => ({ ...reviewOf(r, r.keptBook), archivedAt: r.archivedAt })),
      goals: goals.map((g) => ({ year: g.year, target: g.target })),
      ...clubs,
    };
  }

  /**
   * One read per collection: the user, their entries and reviews (and, for the JSON export, their archived reviews),
   * then the books of all of them (with the author names they keep).
   */
  private async readerData(user: AuthUser, withArchived = false) {
    const id = new Types.ObjectId(user.id);
    const [found, entries, reviews, archived] = await Promise.all([
      this.db.users.findById(id).lean<WithId<User>>(),
      this.db.readingList.find({ user: id }).sort({ createdAt: -1, _id: -1 }).lean<Entry[]>(),
      this.db.reviews.find({ user: id }).sort({ createdAt: -1, _id: -1 }).lean<OwnReview[]>(),
      withArchived
        ? this.db.archivedReviews.find({ user: id }).sort({ createdAt: -1, _id: -1 }).lean<WithId<ArchivedReview>[]>()
        : [],
    ]);
    if (!found) throw new NotFoundException('User not found');
    const books = await findByIds<ExportBook>(
      this.db.connection,
      BOOKS_COLLECTION,
      [...entries.map((e) => e.book), ...reviews.map((r) => r.book), ...archived.map((r) => r.keptBook)],
      {
        title: 1,
        author: 1,
        authorName: 1,
        isbn: 1,
        publisher: 1,
        pageCount: 1,
        publishedDate: 1,
        averageRating: 1,
        status: 1,
      },
    );
    return { profile: toPublicUser(found), entries, reviews, archived, books };
  }
}
