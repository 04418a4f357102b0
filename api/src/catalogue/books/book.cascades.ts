import { Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { ActivityLog } from '../../people/activity/activity.log';
import { dropReaderCount, FINISHED_STATUSES } from '../../people/readers/reader-counts';
import { KeyedQueue } from '../../platform/common/keyed-queue';
import { refreshEntryBookSummaries } from '../../reading/reading-list/entry-book-summary';
import {
  hideReviews,
  refreshReviewBookSummaries,
  settleReviewStatuses,
} from '../../conversation/reviews/review-book-summary';
import { removeReactionsOf } from '../../conversation/reviews/review-reactions';
import { UploadService } from '../../platform/upload/upload.service';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import { ReadingListCascades } from '../../reading/reading-list/reading-list.cascades';
import { SeriesService } from '../series/series.service';
import { Book, BOOK_STATUSES, MERGED_STATUS, type BookStatus } from './book.schema';
import { keptBookCounts } from './kept-book-counts';
import { chooseWorkPrimaries } from './work-primaries';
import { Collections } from '../../platform/database/collections';

type Id = Types.ObjectId | string;
type BookRefs = Pick<Book, 'author' | 'genres' | 'coverImage' | 'status'>;
type EditionRefs = BookRefs & Pick<Book, 'work'>;
const uniqueIds = (ids: Id[]) => [...new Set(ids.map(String))];

/**
 * What a change of a book does to other collections, all in this file: BooksService writes only the books
 * collection and calls one of these after each write.
 */
@Injectable()
export class BookCascades {
  private readonly countQueue = new KeyedQueue();

  constructor(
    private readonly db: Collections,
    private readonly activity: ActivityLog,
    private readonly uploads: UploadService,
    private readonly series: SeriesService,
    private readonly reviewCascades: ReviewCascades,
    private readonly readingListCascades: ReadingListCascades,
  ) {}

  /** A new book counts for its author, its genres and its status. */
  async created(book: Pick<Book, 'author' | 'genres' | 'status'>): Promise<void> {
    await Promise.all([this.recountBooksOf([book.author], book.genres), this.recountStatuses([book.status])]);
  }

  /** Before a published book is hidden (draft, archived): its reviews are hidden first, so a failure between leaves them hidden. */
  async hiding(id: Id, status: BookStatus): Promise<void> {
    await hideReviews(this.db.reviews, new Types.ObjectId(id), status);
  }

  /**
   * A book that moved to another author, other genres or another status is recounted on both sides; its reading-list
   * entries show it as it is now, and so do its reviews when what they keep of it changed (its card or its status:
   * a review is shown by the status it keeps); a replaced cover that was uploaded here is deleted when nothing else uses it.
   */
  async changed(
    id: Id,
    before: BookRefs,
    after: { title?: string; author?: Id; genres?: Id[]; coverImage?: string; status?: BookStatus },
  ): Promise<void> {
    const oldGenres = before.genres.map(String);
    const newGenres = after.genres?.map(String);
    const authors =
      after.author !== undefined && String(before.author) !== String(after.author) ? [before.author, after.author] : [];
    const genres =
      newGenres === undefined
        ? []
        : [...oldGenres.filter((g) => !newGenres.includes(g)), ...newGenres.filter((g) => !oldGenres.includes(g))];
    const statuses = after.status !== undefined && after.status !== before.status ? [before.status, after.status] : [];
    // A book published or unpublished also changes the published counts of its author and genres.
    const recountAuthors = statuses.length ? [before.author, after.author ?? before.author] : authors;
    const recountGenres = statuses.length ? [...oldGenres, ...(newGenres ?? [])] : genres;
    const cover = after.coverImage !== undefined && after.coverImage !== before.coverImage;
    const book = [new Types.ObjectId(id)];
    // Each write into the reviews costs the embedded engine a pass over all of them, so they are written only for what
    // they show: their card is refreshed (which settles the status too); a new status alone is settled, a write only
    // where it differs (none after `hiding`); a new description writes nothing.
    const reviewCardChanged = after.title !== undefined || authors.length > 0 || cover;
    const refreshReviews = reviewCardChanged
      ? refreshReviewBookSummaries(this.db.reviews, book)
      : statuses.length
        ? settleReviewStatuses(this.db.reviews, book)
        : undefined;
    await Promise.all([
      this.recountBooksOf(recountAuthors, recountGenres),
      this.recountStatuses(statuses),
      refreshEntryBookSummaries(this.db.readingList, book),
      refreshReviews,
    ]);
    if (cover) await this.uploads.releaseImage(before.coverImage);
  }

  /**
   * A deleted book no longer counts for its author, genres and status, and releases its cover. While its work lives on
   * in other editions, its reviews (their likes and comments with them), reading-list entries and their activity stay
   * the work's, on the edition that now stands for it: a reader keeps what they wrote about the book and their place
   * in it (one review and one entry per reader and work, so nothing conflicts). The last edition of a work takes them
   * with it, and the work leaves its series.
   */
  async deleted(id: Id, book: EditionRefs): Promise<void> {
    await this.workEditionsChanged([book.work]);
    const heir = await this.db.books.findOne({ work: book.work, workPrimary: true }).select('_id').lean();
    if (heir) await this.editionGone(new Types.ObjectId(String(id)), heir._id, book.work);
    else await this.lastEditionGone(id, book.work);
    await Promise.all([this.recountBooksOf([book.author], book.genres), this.recountStatuses([book.status])]);
    await this.uploads.releaseImage(book.coverImage);
  }

  /** What readers had on a deleted edition moves to `heir`, another edition of its work (as a merge moves it). */
  private async editionGone(id: Types.ObjectId, heir: Types.ObjectId, work: Types.ObjectId): Promise<void> {
    await this.reviewCascades.movedToBook(id, heir, work);
    await this.readingListCascades.movedToBook(id, heir, work);
    await this.activity.bookMerged(id, heir);
  }

  /** A work's last edition deleted: its reviews (their likes and comments too), entries and their activity go. */
  private async lastEditionGone(id: Id, work: Types.ObjectId): Promise<void> {
    const [reviews, finished] = await Promise.all([
      this.db.reviews.find({ book: id }).select('_id user').lean(),
      this.db.readingList
        .find({ book: id, status: trusted({ $in: FINISHED_STATUSES }) })
        .select('user')
        .lean(),
    ]);
    await Promise.all([
      this.db.reviews.deleteMany({ book: id }),
      this.db.readingList.deleteMany({ book: id }),
      this.activity.bookRemoved(id),
    ]);
    await this.series.worksRemoved([work]);
    // Their readers' kept counts: one review and one entry each at most (one per reader and book).
    await Promise.all([
      dropReaderCount(
        this.db.users,
        reviews.map((r) => r.user),
        'reviewCount',
      ),
      dropReaderCount(
        this.db.users,
        finished.map((e) => e.user),
        'finishedCount',
      ),
    ]);
    await removeReactionsOf(
      this.db.connection,
      reviews.map((r) => r._id),
    );
  }

  /**
   * A book merged into another (its status now MERGED_STATUS): no longer one of its author's, genres' or status's
   * books. Read after it was marked (a merge completed after it stopped), its status before is unknown: every one is
   * recounted.
   */
  async mergedAway(book: Pick<Book, 'author' | 'genres' | 'status'>): Promise<void> {
    const statuses = (book.status as string) === MERGED_STATUS ? BOOK_STATUSES : [book.status];
    await Promise.all([this.recountBooksOf([book.author], book.genres), this.recountStatuses(statuses)]);
  }

  /** These authors' books changed hands (an author merged into another): their counts are recounted. */
  async authorsChanged(authorIds: Id[]): Promise<void> {
    await this.recountBooksOf(authorIds, []);
  }

  /** Whether the work still has an edition (merged records are none). */
  async hasEditions(work: Id): Promise<boolean> {
    const edition = await this.db.books
      .findOne({ work: new Types.ObjectId(String(work)), status: trusted({ $in: BOOK_STATUSES }) })
      .select('_id')
      .lean();
    return edition !== null;
  }

  /**
   * The editions of these works changed (grouped, split, merged, created, deleted, published or hidden): each work's
   * primary edition is chosen again, and the catalogue's counts of works follow.
   */
  async workEditionsChanged(works: Id[]): Promise<void> {
    if (await chooseWorkPrimaries(this.db, works)) await this.recountStatuses(BOOK_STATUSES);
  }

  /** Recounts every author's, genre's and status's books (after a bulk import such as the seed). */
  async recountAll(): Promise<void> {
    const [authors, genres] = await Promise.all([
      this.db.authors.find().select('_id').lean(),
      this.db.genres.find().select('_id').lean(),
    ]);
    await Promise.all([
      this.recountBooksOf(
        authors.map((a) => a._id),
        genres.map((g) => g._id),
      ),
      this.recountStatuses(BOOK_STATUSES),
    ]);
  }

  /**
   * Sets the kept count of books (and of works) of these statuses (BookCount) from a count of the books (never an $inc, so a count
   * cannot drift); one recount at a time per status. Returns the counts.
   */
  async recountStatuses(statuses: readonly BookStatus[]): Promise<number[]> {
    return Promise.all(
      [...new Set(statuses)].map((status) =>
        this.countQueue.run(`status:${status}`, async () => {
          const [count, works] = await Promise.all([
            this.db.books.countDocuments({ status }),
            this.db.books.countDocuments({ status, workPrimary: true }),
          ]);
          await this.db.bookCounts.updateOne({ _id: status }, { $set: { count, works } }, { upsert: true });
          return count;
        }),
      ),
    );
  }

  /**
   * Sets `bookCount` (every status) and `publishedBookCount` of these authors and genres from a count of their books
   * (never an $inc, so a count cannot drift): one pass over the books per author or genre, grouped by status. Runs one
   * recount at a time per author/genre.
   */
  private async recountBooksOf(authorIds: (Id | null)[], genreIds: Id[]): Promise<void> {
    const counts = async (match: Record<string, Types.ObjectId>) => {
      const byStatus = await this.db.books.aggregate<{ _id: BookStatus; n: number }>([
        { $match: match },
        { $group: { _id: '$status', n: { $sum: 1 } } },
      ]);
      return keptBookCounts(byStatus);
    };
    const authors = uniqueIds(authorIds.filter((a): a is Id => a !== null));
    await Promise.all([
      ...authors.map((id) =>
        this.countQueue.run(`author:${id}`, async () => {
          await this.db.authors.updateOne({ _id: id }, { $set: await counts({ author: new Types.ObjectId(id) }) });
        }),
      ),
      ...uniqueIds(genreIds).map((id) =>
        this.countQueue.run(`genre:${id}`, async () => {
          await this.db.genres.updateOne({ _id: id }, { $set: await counts({ genres: new Types.ObjectId(id) }) });
        }),
      ),
    ]);
  }
}
