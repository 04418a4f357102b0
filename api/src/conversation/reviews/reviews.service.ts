import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import { ActivityLog } from '../../people/activity/activity.log';
import { changeReaderCount } from '../../people/readers/reader-counts';
import { maySeeBook, type AuthUser } from '../../accounts/auth/auth-user';
import { isAdminViewer, viewerMaySeeBook, type Viewer } from '../../accounts/auth/viewer';
import { BOOK_STATUSES } from '../../catalogue/books/book.schema';
import { onDuplicateKey } from '../../platform/common/duplicate-key';
import { ratingDistribution, round2 } from '../../platform/common/query-helpers';
import { ReviewCascades } from './review.cascades';
import { Paged } from '../../platform/common/api-response';
import type { WithId } from '../../platform/common/find-by-ids';
import type { CreateReviewDto, ReviewQueryDto, UpdateReviewDto } from './dto/review.dto';
import { Review, type ReviewUserSummary } from './review.schema';
import { toReviewView, type ReviewPageMetaView, type ReviewStatsView, type ReviewView } from './review.view';
import { readReviewPage, reviewSearchFilter, type ReviewPage } from './review-listing';
import { readReviewBookSummaries, settleReviewStatuses, type ReviewBookSummary } from './review-book-summary';
import { readUserSummaries } from './review-user-summary';
import { Collections } from '../../platform/database/collections';
import { assertBookSummaryNotMerged } from '../../catalogue/merges/merged-records';
import { includesId } from '../../people/blocks/block-relations';
import { BlocksService } from '../../people/blocks/blocks.service';

const DEFAULT_LIMIT = 50;
export const MODERATOR_SPOILER = 'A moderator marked this review as containing spoilers: the mark stays';
const HIDDEN_STATUSES = BOOK_STATUSES.filter((s) => s !== 'published');
type Id = Types.ObjectId | string;

@Injectable()
export class ReviewsService {
  constructor(
    private readonly db: Collections,
    private readonly cascades: ReviewCascades,
    private readonly activity: ActivityLog,
    private readonly blocks: BlocksService,
  ) {}

  /**
   * Newest first (a book's: or most liked first). Reviews of draft and archived books are shown to administrators
   * only, as those books are. Counted unless asked not to (`total: 'none'`, a "Load more" list): the page's one more
   * row tells whether another follows.
   */
  list(query: ReviewQueryDto & { total?: 'count' }, viewer: Viewer): Promise<Paged<ReviewView>>;
  list(query: ReviewQueryDto, viewer: Viewer): Promise<Paged<ReviewView, ReviewPageMetaView>>;
  async list(query: ReviewQueryDto, viewer: Viewer): Promise<Paged<ReviewView, ReviewPageMetaView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const counted = query.total !== 'none';
    const meta = (total: number, hasMore: boolean) => ({ ...(counted ? { total } : {}), page, limit, hasMore });
    // A block hides each reader's reviews from the other, whatever the filter: asked of every caller, so that a
    // signed-in caller is never served the visitors' kept answer.
    const { hidden } = await this.blocks.relations((await viewer())?.id);
    if (query.user && includesId(hidden, query.user)) return new Paged([], meta(0, false));
    const filters: Record<string, unknown> = {};
    if (query.user) filters.user = new Types.ObjectId(query.user);
    else if (hidden.length) filters.user = trusted({ $nin: hidden });
    if (query.rating) filters.rating = query.rating;
    if (query.search) filters.$or = await reviewSearchFilter(this.db.books, query.search);
    const mostLiked = !!query.book && query.sort === '-likeCount';
    const read = (filter: Record<string, unknown>, recentFirst = false) =>
      readReviewPage(this.db.reviews, filter, { page, limit, mostLiked, recentFirst });
    let found: ReviewPage;
    let count: () => Promise<number>;
    if (query.book) {
      // A book's reviews are its work's (every edition's): the book is read first for its work.
      const bookId = new Types.ObjectId(query.book);
      const book = await this.db.books.findById(bookId).select('status reviewCount work').lean();
      // A hidden book answers like an unknown one (nothing), revealing nothing about it.
      if (!book || !(await viewerMaySeeBook(book, viewer))) return new Paged([], meta(0, false));
      found = await read({ work: book.work, ...filters });
      found = { ...found, rows: await this.withEditions(found.rows, bookId) };
      // Every review of the work: the count ReviewCascades keeps on each edition and on the summaries of its reviews.
      count = () =>
        !Object.keys(filters).length
          ? Promise.resolve(book.reviewCount)
          : this.db.reviews.countDocuments({ work: book.work, ...filters });
    } else {
      const filter = { ...(await this.visibleFilter(viewer)), ...filters };
      // The site's reviews (not one reader's): nearly every review matches, so the recent ones are read first.
      found = await read(filter, !query.user);
      // Every review the viewer may see (no other filter): counted as the site's statistics count them, not a scan.
      count = () =>
        Object.keys(filters).length ? this.db.reviews.countDocuments(filter) : this.count(!Object.keys(filter).length);
    }
    const { rows, hasMore } = found;
    // Counted: the last page tells the total itself (a page past the end, with no rows, does not).
    const told = !hasMore && (rows.length > 0 || page === 1);
    const total = !counted ? 0 : told ? (page - 1) * limit + rows.length : count();
    return new Paged(rows.map(toReviewView), meta(await total, hasMore));
  }

  /**
   * The reviews of a book's page, each written about another edition of its work naming that edition (title and
   * format): one read of those editions, whatever their number.
   */
  private async withEditions(rows: WithId<Review>[], pageBook: Types.ObjectId): Promise<WithId<Review>[]> {
    const others = [...new Set(rows.filter((r) => !r.book.equals(pageBook)).map((r) => String(r.book)))];
    if (!others.length) return rows;
    const editions = await this.db.books
      .find({ _id: trusted({ $in: others.map((id) => new Types.ObjectId(id)) }) })
      .select('title format')
      .lean();
    const byId = new Map(editions.map((e) => [String(e._id), e]));
    return rows.map((r) => {
      const edition = r.book.equals(pageBook) ? undefined : byId.get(String(r.book));
      return edition
        ? { ...r, edition: { _id: String(edition._id), title: edition.title, format: edition.format ?? null } }
        : r;
    });
  }

  /**
   * How many reviews (site stats): every review (`allStatuses`), or those of published books: every review less those
   * of unpublished books, by the reviewCount kept on those few books (as visibleDistribution subtracts them).
   */
  async count(allStatuses: boolean): Promise<number> {
    const all = this.db.reviews.estimatedDocumentCount();
    if (allStatuses) return all;
    const [count, hidden] = await Promise.all([all, this.hiddenBooks({ reviewCount: 1 })]);
    // Never below zero, should a count ever lag behind its reviews.
    return Math.max(0, count - hidden.reduce((acc, b) => acc + (b.reviewCount ?? 0), 0));
  }

  /** Count, mean (2 decimals) and distribution of the ratings the viewer may see, of one book or of all reviews. */
  async stats(book: string | undefined, viewer: Viewer): Promise<ReviewStatsView> {
    const distribution = await (book ? this.bookDistribution(book, viewer) : this.visibleDistribution(viewer));
    const total = distribution.reduce((a, b) => a + b, 0);
    const sum = distribution.reduce((acc, n, i) => acc + n * (i + 1), 0);
    return { total, averageRating: total ? round2(sum / total) : 0, distribution };
  }

  /** One book's: the histogram ReviewCascades keeps on it. */
  private async bookDistribution(id: string, viewer: Viewer): Promise<number[]> {
    const book = await this.db.books.findById(id).select('status ratingHistogram').lean();
    if (!book || !(await viewerMaySeeBook(book, viewer))) return [0, 0, 0, 0, 0];
    return book.ratingHistogram;
  }

  /**
   * Every review's, less, for everyone but administrators, the reviews of unpublished books: their histograms, kept
   * on those few books, are subtracted from one count of all reviews (excluding their ids with `$nin` would test the
   * list against every review).
   */
  private async visibleDistribution(viewer: Viewer): Promise<number[]> {
    if (await isAdminViewer(viewer)) return this.countRatings();
    const [all, hidden] = await Promise.all([this.countRatings(), this.hiddenBooks({ ratingHistogram: 1 })]);
    // Never below zero, should a histogram ever lag behind its reviews.
    return all.map((n, i) => Math.max(0, n - hidden.reduce((acc, b) => acc + b.ratingHistogram[i], 0)));
  }

  /** Reviews per star (index 0 = 1 star): one aggregation. */
  private async countRatings(): Promise<number[]> {
    // No $match stage: the embedded database would copy every review through it.
    const groups = await this.db.reviews.aggregate<{ _id: number; count: number }>([
      { $group: { _id: '$rating', count: { $sum: 1 } } },
    ]);
    return ratingDistribution(groups);
  }

  /**
   * The filter of every review this viewer may see: administrators see every book's; everyone else the reviews of
   * published books only (one read of the few unpublished ids, excluded with $nin).
   */
  private async visibleFilter(viewer: Viewer): Promise<Record<string, unknown>> {
    if (await isAdminViewer(viewer)) return {};
    const hidden = await this.hiddenBooks({ _id: 1 });
    return hidden.length ? { book: trusted({ $nin: hidden.map((b) => b._id) }) } : {};
  }

  /** These fields of the unpublished books (drafts, archived): few, and what the counts of a visitor leave out. */
  private hiddenBooks(fields: Partial<Record<'_id' | 'reviewCount' | 'ratingHistogram', 1>>) {
    return this.db.books.find({ status: trusted({ $in: HIDDEN_STATUSES }) }, fields).lean();
  }

  /**
   * One review per user and work (whichever edition it is written about): the unique index decides, so concurrent
   * attempts cannot both succeed.
   */
  async create(user: AuthUser, dto: CreateReviewDto): Promise<ReviewView> {
    const userId = new Types.ObjectId(user.id);
    const bookId = new Types.ObjectId(dto.book);
    const [books, users, edition] = await Promise.all([
      readReviewBookSummaries(this.db.connection, [bookId]),
      readUserSummaries(this.db.connection, [userId]),
      this.db.books.findById(bookId).select('work').lean(),
    ]);
    const bookSummary = books.get(String(bookId));
    await assertBookSummaryNotMerged(this.db.books, bookId, bookSummary);
    if (!edition || !maySeeBook(bookSummary, user)) throw new NotFoundException('Book not found');
    const userSummary = users.get(user.id);
    const { _id: id } = await this.db.reviews
      .create({ ...dto, work: edition.work, user: userId, userSummary, bookSummary })
      .catch(onDuplicateKey('You have already reviewed this book'));
    await this.catchUp(id, { userId, userSummary, bookId, bookSummary });
    await changeReaderCount(this.db.users, userId, 'reviewCount', 1);
    await this.cascades.ratingsChanged([dto.book]);
    await this.activity.reviewed(user.id, { _id: id, book: bookId, rating: dto.rating });
    return this.view(id);
  }

  /**
   * Only the author of a review may edit it (administrators included: they may only delete). A moderator's spoiler
   * mark stays: the author may mark their review, never unmark it then.
   */
  async update(id: string, user: AuthUser, dto: UpdateReviewDto): Promise<ReviewView> {
    const review = await this.db.reviews.findById(id).select('user book spoilerByModerator').lean();
    if (!review) throw new NotFoundException('Review not found');
    if (String(review.user) !== user.id) throw new ForbiddenException('You can only edit your own reviews');
    if (dto.spoiler === false && review.spoilerByModerator) throw new ForbiddenException(MODERATOR_SPOILER);
    await this.db.reviews.updateOne({ _id: id }, { $set: { ...dto } }, { runValidators: true });
    if (dto.rating !== undefined) await this.cascades.ratingsChanged([review.book]);
    return this.view(id);
  }

  async remove(id: string, user: AuthUser): Promise<void> {
    const review = await this.db.reviews.findById(id).select('user book').lean();
    if (!review) throw new NotFoundException('Review not found');
    if (String(review.user) !== user.id && user.role !== 'admin')
      throw new ForbiddenException('You can only delete your own reviews');
    const { deletedCount } = await this.db.reviews.deleteOne({ _id: id });
    await Promise.all([
      changeReaderCount(this.db.users, review.user, 'reviewCount', -deletedCount),
      this.cascades.ratingsChanged([review.book]),
      this.cascades.reviewsRemoved([id]),
      this.activity.reviewRemoved(id),
    ]);
  }

  /**
   * A change of the user (username, avatar) or of the book between the summaries' read and the review's insert
   * updated their reviews before this one existed, so it missed it: both are read again after the insert and, if
   * they changed, the review is given them now. (A change after this read is applied by its cascade, which then finds
   * the review; a change of status between this read and this write is settled by settleReviewStatuses after it. With
   * nothing to write, the review exists already for any later change.)
   */
  private async catchUp(
    id: Types.ObjectId,
    written: {
      userId: Types.ObjectId;
      userSummary: ReviewUserSummary | undefined;
      bookId: Types.ObjectId;
      bookSummary: ReviewBookSummary;
    },
  ): Promise<void> {
    const [users, books] = await Promise.all([
      readUserSummaries(this.db.connection, [written.userId]),
      readReviewBookSummaries(this.db.connection, [written.bookId]),
    ]);
    const userSummary = users.get(String(written.userId));
    const bookSummary = books.get(String(written.bookId));
    const changes = {
      ...(userSummary && !isDeepStrictEqual(userSummary, written.userSummary) ? { userSummary } : {}),
      ...(bookSummary && !isDeepStrictEqual(bookSummary, written.bookSummary) ? { bookSummary } : {}),
    };
    if (Object.keys(changes).length)
      await this.db.reviews.updateOne({ _id: id }, { $set: changes }, { timestamps: false });
    if (changes.bookSummary) await settleReviewStatuses(this.db.reviews, [written.bookId]);
  }

  private async view(id: Id): Promise<ReviewView> {
    const review = await this.db.reviews.findById(id).lean<WithId<Review>>();
    if (!review) throw new NotFoundException('Review not found');
    return toReviewView(review);
  }
}
