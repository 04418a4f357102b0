import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { Book, BOOK_STATUSES } from '../books/book.schema';
import { escapeRegex, isDuplicateKeyError, ratingDistribution, round2 } from '../books/query-helpers';
import { KeyedQueue } from '../books/keyed-queue';
import { Paged } from '../common/api-response';
import type { WithId } from '../common/find-by-ids';
import type { CreateReviewDto, ReviewQueryDto, UpdateReviewDto } from './dto/review.dto';
import { Review } from './review.schema';
import { toReviewView, USERS_COLLECTION, withReviewRefs, type ReviewStatsView, type ReviewView } from './review.view';
import { operationTimeOptions } from '../database/operation-time-limit';

const DEFAULT_LIMIT = 50;
/** Books per query when many ratings are recomputed at once (an import). */
const RECOMPUTE_CHUNK = 100;
// Ends with _id so that reviews created in the same millisecond keep a stable order across pages.
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const HIDDEN_STATUSES = BOOK_STATUSES.filter((s) => s !== 'published');
type Id = Types.ObjectId | string;

@Injectable()
export class ReviewsService {
  private readonly ratingQueue = new KeyedQueue();

  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(Book.name) private readonly books: Model<Book>,
  ) {}

  /** Newest first. Reviews of draft and archived books are shown to administrators only, as those books are. */
  async list(query: ReviewQueryDto, viewer?: AuthUser): Promise<Paged<ReviewView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const filter = await this.visibleFilter(viewer, query.book);
    if (!filter) return new Paged([], { total: 0, page, limit, hasMore: false });
    if (query.user) filter.user = new Types.ObjectId(query.user);
    if (query.rating) filter.rating = query.rating;
    if (query.search) filter.$or = await this.searchFilter(query.search);
    const [reviews, total] = await Promise.all([
      this.reviews
        .find(filter)
        .sort(NEWEST_FIRST)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<WithId<Review>[]>()
        .then((rows) => withReviewRefs(this.reviews.db, rows)),
      this.reviews.countDocuments(filter),
    ]);
    return new Paged(reviews.map(toReviewView), { total, page, limit, hasMore: page * limit < total });
  }

  /** Count, mean (2 decimals) and distribution of the ratings the viewer may see, of one book or of all reviews. */
  async stats(book?: string, viewer?: AuthUser): Promise<ReviewStatsView> {
    const filter = await this.visibleFilter(viewer, book);
    const groups = filter
      ? await this.reviews.aggregate<{ _id: number; count: number }>([{ $match: filter }, { $group: { _id: '$rating', count: { $sum: 1 } } }])
      : [];
    const distribution = ratingDistribution(groups);
    const total = distribution.reduce((a, b) => a + b, 0);
    const sum = distribution.reduce((acc, n, i) => acc + n * (i + 1), 0);
    return { total, averageRating: total ? round2(sum / total) : 0, distribution };
  }

  /** Reviews whose title or content matches, or whose user's username or book's title does (one read per collection). */
  private async searchFilter(search: string): Promise<Record<string, unknown>[]> {
    const pattern = new RegExp(escapeRegex(search), 'i');
    const [users, books] = await Promise.all([
      this.reviews.db.collection(USERS_COLLECTION).find({ username: pattern }, { projection: { _id: 1 }, ...operationTimeOptions(this.reviews.db) }).toArray(),
      // Filtered on status too, so that the status-led indexes serve the title match.
      this.books.find({ status: trusted({ $in: BOOK_STATUSES }), title: pattern }, { _id: 1 }).lean(),
    ]);
    return [
      { title: pattern },
      { content: pattern },
      { user: trusted({ $in: users.map((u) => u._id) }) },
      { book: trusted({ $in: books.map((b) => b._id) }) },
    ];
  }

  /**
   * The review filter on `book` for this viewer: administrators see every book; everyone else sees reviews of
   * published books only (one read of the few unpublished ids, excluded with $nin). Null when the requested book
   * is hidden: it then answers like an unknown book (nothing), revealing nothing about it.
   */
  private async visibleFilter(viewer: AuthUser | undefined, book?: string): Promise<Record<string, unknown> | null> {
    if (viewer?.role === 'admin') return book ? { book: new Types.ObjectId(book) } : {};
    const hidden = await this.books.find({ status: trusted({ $in: HIDDEN_STATUSES }) }, { _id: 1 }).lean();
    if (book) return hidden.some((b) => String(b._id) === book) ? null : { book: new Types.ObjectId(book) };
    return hidden.length ? { book: trusted({ $nin: hidden.map((b) => b._id) }) } : {};
  }

  /** One review per user and book: the unique index decides, so concurrent attempts cannot both succeed. */
  async create(user: AuthUser, dto: CreateReviewDto): Promise<ReviewView> {
    const book = await this.books.findById(dto.book).select('status').lean();
    if (!book || (book.status !== 'published' && user.role !== 'admin')) throw new NotFoundException('Book not found');
    let id: Types.ObjectId;
    try {
      ({ _id: id } = await this.reviews.create({ ...dto, user: user.id }));
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new ConflictException('You have already reviewed this book');
      throw err;
    }
    await this.recomputeRatings([dto.book]);
    return this.view(id);
  }

  /** Only the author of a review may edit it (administrators included: they may only delete). */
  async update(id: string, user: AuthUser, dto: UpdateReviewDto): Promise<ReviewView> {
    const review = await this.reviews.findById(id).select('user book').lean();
    if (!review) throw new NotFoundException('Review not found');
    if (String(review.user) !== user.id) throw new ForbiddenException('You can only edit your own reviews');
    await this.reviews.updateOne({ _id: id }, { $set: { ...dto } }, { runValidators: true });
    if (dto.rating !== undefined) await this.recomputeRatings([review.book]);
    return this.view(id);
  }

  async remove(id: string, user: AuthUser): Promise<void> {
    const review = await this.reviews.findById(id).select('user book').lean();
    if (!review) throw new NotFoundException('Review not found');
    if (String(review.user) !== user.id && user.role !== 'admin') throw new ForbiddenException('You can only delete your own reviews');
    await this.reviews.deleteOne({ _id: id });
    await this.recomputeRatings([review.book]);
  }

  /**
   * Sets each book's averageRating (2 decimals) and reviewCount from its reviews ($group with $sum:
   * the embedded server has no $avg). One recomputation at a time per book, so the last one wins with fresh data.
   * Many books at once (an import) cost one read of the reviews and one write per distinct result, not one each:
   * the recomputation waits until it holds every book's turn, then reads them all together.
   */
  async recomputeRatings(bookIds: Id[]): Promise<void> {
    const ids = [...new Set(bookIds.map(String))];
    if (ids.length === 0) return;
    let waiting = ids.length;
    let allHeld!: () => void;
    const held = new Promise<void>((resolve) => (allHeld = resolve));
    let recomputed: Promise<void> | undefined;
    await Promise.all(
      ids.map((id) =>
        this.ratingQueue.run(id, async () => {
          if (--waiting === 0) allHeld();
          await held;
          await (recomputed ??= this.writeRatings(ids));
        }),
      ),
    );
  }

  private async writeRatings(ids: string[]): Promise<void> {
    const objectIds = ids.map((id) => new Types.ObjectId(id));
    // In chunks: the embedded database tests `$in` against each review, so one huge list could outlast the time limit.
    const sums = [];
    for (let i = 0; i < objectIds.length; i += RECOMPUTE_CHUNK) {
      sums.push(
        ...(await this.reviews.aggregate<{ _id: Types.ObjectId; sum: number; count: number }>([
          { $match: { book: { $in: objectIds.slice(i, i + RECOMPUTE_CHUNK) } } },
          { $group: { _id: '$book', sum: { $sum: '$rating' }, count: { $sum: 1 } } },
        ])),
      );
    }
    const byBook = new Map(sums.map((s) => [String(s._id), s]));
    // Books with the same result are written together (one update per distinct average and count).
    const groups = new Map<string, { averageRating: number; reviewCount: number; ids: Types.ObjectId[] }>();
    for (const id of objectIds) {
      const agg = byBook.get(String(id));
      const reviewCount = agg?.count ?? 0;
      const averageRating = reviewCount ? round2(agg!.sum / reviewCount) : 0;
      const key = `${averageRating}/${reviewCount}`;
      const group = groups.get(key) ?? { averageRating, reviewCount, ids: [] };
      group.ids.push(id);
      groups.set(key, group);
    }
    for (const { averageRating, reviewCount, ids: group } of groups.values()) {
      for (let i = 0; i < group.length; i += RECOMPUTE_CHUNK) {
        await this.books.updateMany({ _id: trusted({ $in: group.slice(i, i + RECOMPUTE_CHUNK) }) }, { $set: { averageRating, reviewCount } });
      }
    }
  }

  private async view(id: Id): Promise<ReviewView> {
    const found = await this.reviews.findById(id).lean<WithId<Review>>();
    if (!found) throw new NotFoundException('Review not found');
    const [review] = await withReviewRefs(this.reviews.db, [found]);
    return toReviewView(review);
  }
}
