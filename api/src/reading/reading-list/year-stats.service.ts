import { Injectable } from '@nestjs/common';
import { trusted } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import type { NamedRefView } from '../../catalogue/books/book.view';
import { round2 } from '../../platform/common/query-helpers';
import type { WithId } from '../../platform/common/find-by-ids';
import { GoalsService } from '../goals/goals.service';
import { calendarDay } from './reading-dates';
import { goalProgress } from './goal-schedule';
import { bookViewOf, isAvailable } from './entry-book-summary';
import { ReadingListEntry, type ReadingStatus } from './reading-list-entry.schema';
import type { YearAuthorView, YearBookView, YearGenreView, YearStatsView } from './year-stats.view';
import { Collections } from '../../platform/database/collections';

/** Statuses of a finished book (a Completed book later marked as a favourite stays finished). */
const FINISHED_STATUSES: ReadingStatus[] = ['completed', 'favourite'];

/**
 * "My year": every figure is computed here from the reader's own entries finished in the year (UTC), each with the
 * summary of its book it keeps, with one read per collection (entries, the reader's reviews of those books, the
 * goal): no $lookup, and no aggregation expressions the embedded database lacks.
 */
@Injectable()
export class YearStatsService {
  constructor(
    private readonly db: Collections,
    private readonly goals: GoalsService,
  ) {}

  /** `timeZone`: the reader's, whose today the goal's schedule counts to (UTC when absent). */
  async forYear(user: AuthUser, year: number, timeZone?: string): Promise<YearStatsView> {
    const today = calendarDay(new Date(), timeZone);
    // One read of the reader's finished entries (a handful per reader): the year's books and the years to offer.
    const [allFinished, goal, logged] = await Promise.all([
      this.db.readingList
        .find({ user: user.id, status: trusted({ $in: FINISHED_STATUSES }), finishedAt: trusted({ $ne: null }) })
        .select('book finishedAt rating bookSummary pagesHighWater')
        .sort({ finishedAt: 1, _id: 1 })
        .lean<WithId<ReadingListEntry>[]>(),
      this.goals.find(user, year),
      // The entries with pages logged this year (their progress), finished or not.
      this.db.readingList
        .find({ user: user.id, progressYears: year })
        .select('pagesByMonth bookSummary.status')
        .lean<WithId<ReadingListEntry>[]>(),
    ]);
    const finished = allFinished.filter((e) => e.finishedAt?.getUTCFullYear() === year);
    const bookIds = finished.map((e) => e.book);
    // Each entry shows its book from the summary it keeps (entry-book-summary.ts): no read of books, authors or genres.
    const reviews = await (bookIds.length
      ? this.db.reviews
          .find({ user: user.id, book: trusted({ $in: bookIds }) })
          .select('book rating')
          .lean()
      : []);
    const read = finished.flatMap((entry) =>
      entry.bookSummary
        ? [{ entry, book: bookViewOf(entry.book, entry.bookSummary), available: isAvailable(entry.bookSummary) }]
        : [],
    );

    // A book no longer published shows its title only: it counts as a book read, with no pages, genres or author.
    const toBook = ({ entry, book, available }: (typeof read)[number]): YearBookView =>
      available
        ? {
            _id: book._id,
            title: book.title,
            available,
            coverImage: book.coverImage,
            author: book.author,
            pageCount: book.pageCount ?? null,
            finishedAt: entry.finishedAt as Date,
          }
        : { _id: book._id, title: book.title, available, finishedAt: entry.finishedAt as Date };
    const list = read.map(toBook);

    // Pages read: those logged in the year's months, and, in the month a book was finished, the rest of it (all of a
    // book finished without progress). A book no longer published adds no pages.
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, books: 0, pages: 0 }));
    for (const [i, b] of list.entries()) {
      const month = months[b.finishedAt.getUTCMonth()];
      month.books += 1;
      month.pages += Math.max(0, (b.pageCount ?? 0) - (read[i].entry.pagesHighWater ?? 0));
    }
    for (const entry of logged) {
      if (!entry.bookSummary || !isAvailable(entry.bookSummary)) continue;
      for (const month of months)
        month.pages += entry.pagesByMonth?.[`${year}-${String(month.month).padStart(2, '0')}`] ?? 0;
    }

    const reviewRatings = new Map(reviews.map((r) => [String(r.book), r.rating]));
    const ratings = read.flatMap(({ entry, book }) => {
      const rating = reviewRatings.get(book._id) ?? entry.rating;
      return rating ? [rating] : [];
    });

    const withPages = list.filter((b) => b.pageCount);
    const byPages = (pick: (a: YearBookView, b: YearBookView) => boolean) =>
      withPages.reduce<YearBookView | null>((best, b) => (!best || pick(b, best) ? b : best), null);
    const progress = goal && goalProgress(goal.target, list.length, year, today);
    const years = new Set([
      today.getUTCFullYear(),
      year,
      ...allFinished.flatMap((e) => (e.finishedAt ? [e.finishedAt.getUTCFullYear()] : [])),
    ]);

    return {
      year,
      booksFinished: list.length,
      pagesFinished: months.reduce((sum, m) => sum + m.pages, 0),
      months,
      genres: genreShares(read.map(({ book, available }) => (available ? book.genres : []))),
      averageRating: ratings.length ? round2(ratings.reduce((a, b) => a + b, 0) / ratings.length) : null,
      ratedBooks: ratings.length,
      longestBook: byPages((a, b) => (a.pageCount ?? 0) > (b.pageCount ?? 0)),
      shortestBook: byPages((a, b) => (a.pageCount ?? 0) < (b.pageCount ?? 0)),
      topAuthor: topAuthor(list),
      books: list,
      goal:
        goal && progress
          ? {
              goal,
              finished: progress.finished,
              expectedByNow: progress.expectedByNow,
              aheadBy: progress.aheadBy,
              percent: progress.percent,
            }
          : null,
      years: [...years].sort((a, b) => b - a),
    };
  }
}

/** Share of the year's books in each genre, most read first (ties by name). */
function genreShares(bookGenres: NamedRefView[][]): YearGenreView[] {
  const counts = new Map<string, { name: string; books: number }>();
  for (const genres of bookGenres) {
    for (const { _id, name } of new Map(genres.map((g) => [g._id, g])).values())
      counts.set(_id, { name, books: (counts.get(_id)?.books ?? 0) + 1 });
  }
  return [...counts]
    .map(([id, { name, books }]) => ({
      _id: id,
      name,
      books,
      share: Math.round((books / bookGenres.length) * 10000) / 10000,
    }))
    .sort((a, b) => b.books - a.books || a.name.localeCompare(b.name));
}

/** The author with most finished books; a tie goes to the author whose count was reached first. */
function topAuthor(books: YearBookView[]): YearAuthorView | null {
  const counts = new Map<string, YearAuthorView>();
  let top: YearAuthorView | null = null;
  for (const b of books) {
    if (!b.author) continue;
    const current = counts.get(b.author._id) ?? { ...b.author, books: 0 };
    current.books += 1;
    counts.set(b.author._id, current);
    if (!top || current.books > top.books) top = current;
  }
  return top && { ...top };
}
