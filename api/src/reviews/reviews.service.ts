import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model, type PipelineStage } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { isAdmin } from '../auth/auth-user';
import { Author } from '../authors/author.schema';
import { Book } from '../books/book.schema';
import { User } from '../users/user.schema';
import { isDuplicateKeyError, ratingDistribution, round2 } from '../books/query-helpers';
import { KeyedQueue } from '../books/keyed-queue';
import { Paged } from '../common/api-response';
import type { CreateReviewDto, ReviewQueryDto, UpdateReviewDto } from './dto/review.dto';
import { Review } from './review.schema';
import { toReviewView, type ReviewAuthorRow, type ReviewBookRow, type ReviewRow, type ReviewStatsView, type ReviewUserRow, type ReviewView } from './review.view';

const DEFAULT_LIMIT = 50;
type Id = Types.ObjectId | string;

@Injectable()
export class ReviewsService {
  private readonly ratingQueue = new KeyedQueue();

  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(Book.name) private readonly books: Model<Book>,
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Author.name) private readonly authors: Model<Author>,
  ) {}

  /**
   * Reviews of books the reader may not see (drafts, archived) are as hidden as the books themselves: asked by
   * book, they answer exactly like a book that does not exist (no reviews); other listings leave them out.
   * Returns the filter to add, or null when nothing is visible.
   */
  private async visibleBooks(book: string | undefined, user?: AuthUser): Promise<Record<string, unknown> | null> {
    if (book) {
      if (!isAdmin(user)) {
        const found = await this.books.findById(book).select('status').lean();
        if (found && found.status !== 'published') return null;
      }
      return { book: new Types.ObjectId(book) };
    }
    if (isAdmin(user)) return {};
    const hidden = await this.books.find({ status: trusted({ $ne: 'published' }) }).select('_id').lean();
    // trusted(): the global sanitizeFilter would neutralise our own operator.
    return hidden.length ? { book: trusted({ $nin: hidden.map((b) => b._id) }) } : {};
  }

  /** Newest first. */
  async list(query: ReviewQueryDto, user?: AuthUser): Promise<Paged<ReviewView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const visible = await this.visibleBooks(query.book, user);
    if (!visible) return new Paged([], { total: 0, page, limit, hasMore: false });
    const filter: Record<string, unknown> = visible;
    if (query.user) filter.user = new Types.ObjectId(query.user);
    if (query.rating) filter.rating = query.rating;
    const [reviews, total] = await Promise.all([
      this.reviews
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<ReviewRow[]>(),
      this.reviews.countDocuments(filter),
    ]);
    return new Paged(await this.withSummaries(reviews), { total, page, limit, hasMore: page * limit < total });
  }

  /** Count, mean (2 decimals) and distribution of ratings, of one book or of all (visible) reviews. */
  async stats(book?: string, user?: AuthUser): Promise<ReviewStatsView> {
    const match = await this.visibleBooks(book, user);
    if (!match) return { total: 0, averageRating: 0, distribution: [0, 0, 0, 0, 0] };
    const pipeline: PipelineStage[] = [{ $group: { _id: '$rating', count: { $sum: 1 } } }];
    if (Object.keys(match).length) pipeline.unshift({ $match: match });
    const groups = await this.reviews.aggregate<{ _id: number; count: number }>(pipeline);
    const distribution = ratingDistribution(groups);
    const total = distribution.reduce((a, b) => a + b, 0);
    const sum = distribution.reduce((acc, n, i) => acc + n * (i + 1), 0);
    return { total, averageRating: total ? round2(sum / total) : 0, distribution };
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
   */
  async recomputeRatings(bookIds: Id[]): Promise<void> {
    await Promise.all(
      [...new Set(bookIds.map(String))].map((id) =>
        this.ratingQueue.run(id, async () => {
          const [agg] = await this.reviews.aggregate<{ sum: number; count: number }>([
            { $match: { book: new Types.ObjectId(id) } },
            { $group: { _id: null, sum: { $sum: '$rating' }, count: { $sum: 1 } } },
          ]);
          const reviewCount = agg?.count ?? 0;
          const averageRating = reviewCount ? round2(agg.sum / reviewCount) : 0;
          await this.books.updateOne({ _id: id }, { $set: { averageRating, reviewCount } });
        }),
      ),
    );
  }

  private async view(id: Id): Promise<ReviewView> {
    const review = await this.reviews.findById(id).lean<ReviewRow>();
    if (!review) throw new NotFoundException('Review not found');
    return (await this.withSummaries([review]))[0];
  }

  /**
   * The user, book and author each review shows, read in batches (one `$in` query per collection, whatever the
   * page size): a per-review join would scan the books once per review on the embedded database.
   */
  private async withSummaries(reviews: ReviewRow[]): Promise<ReviewView[]> {
    if (!reviews.length) return [];
    const ids = (values: unknown[]) => [...new Set(values.filter(Boolean).map(String))].map((id) => new Types.ObjectId(id));
    const [users, books] = await Promise.all([
      this.users.find({ _id: trusted({ $in: ids(reviews.map((r) => r.user)) }) }).select('username avatar').lean<ReviewUserRow[]>(),
      this.books.find({ _id: trusted({ $in: ids(reviews.map((r) => r.book)) }) }).select('title coverImage author averageRating reviewCount').lean<ReviewBookRow[]>(),
    ]);
    const authorIds = ids(books.map((b) => b.author));
    const authors = authorIds.length ? await this.authors.find({ _id: trusted({ $in: authorIds }) }).select('name').lean<ReviewAuthorRow[]>() : [];
    const byId = <T extends { _id: Types.ObjectId }>(rows: T[]) => new Map(rows.map((row) => [String(row._id), row]));
    const [userById, bookById, authorById] = [byId(users), byId(books), byId(authors)];
    return reviews.map((r) => {
      const bookDoc = bookById.get(String(r.book));
      return toReviewView({ ...r, userDoc: userById.get(String(r.user)), bookDoc, authorDoc: bookDoc?.author ? authorById.get(String(bookDoc.author)) : undefined });
    });
  }
}
