import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { Author } from '../authors/author.schema';
import { isAdmin, type AuthUser } from '../auth/auth-user';
import { Paged } from '../common/api-response';
import type { WithId } from '../common/find-by-ids';
import { Genre } from '../genres/genre.schema';
import { ReadingListEntry } from '../reading-list/reading-list-entry.schema';
import { Review } from '../reviews/review.schema';
import { Book, BOOK_STATUSES } from './book.schema';
import { toBookView, withBookRefs, type BookDetailView, type BookView } from './book.view';
import { UploadService } from '../upload/upload.service';
import { escapeRegex, isDuplicateKeyError, ratingDistribution } from './query-helpers';
import type { BookQueryDto, BookSort, CreateBookDto, UpdateBookDto } from './dto/book.dto';
import { KeyedQueue } from './keyed-queue';

// Every sort ends with _id so that equal keys keep a stable order across pages.
const SORTS: Record<BookSort, Record<string, 1 | -1>> = {
  '-averageRating': { averageRating: -1, reviewCount: -1, _id: 1 },
  '-reviewCount': { reviewCount: -1, averageRating: -1, _id: 1 },
  title: { title: 1, _id: 1 },
  '-title': { title: -1, _id: 1 },
  '-publishedDate': { publishedDate: -1, _id: 1 },
  publishedDate: { publishedDate: 1, _id: 1 },
};

const DEFAULT_LIMIT = 24;
const ISBN_TAKEN = 'A book with this ISBN already exists';

/** A duplicate key on books can only be the ISBN (the one unique index besides _id). */
function rethrowIsbnConflict(err: unknown): never {
  if (isDuplicateKeyError(err)) throw new ConflictException(ISBN_TAKEN);
  throw err;
}

type Id = Types.ObjectId | string;
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);
const uniqueIds = (ids: Id[]) => [...new Set(ids.map(String))];

@Injectable()
export class BooksService {
  private readonly countQueue = new KeyedQueue();

  constructor(
    @InjectModel(Book.name) private readonly books: Model<Book>,
    @InjectModel(Author.name) private readonly authors: Model<Author>,
    @InjectModel(Genre.name) private readonly genres: Model<Genre>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(ReadingListEntry.name) private readonly readingList: Model<ReadingListEntry>,
    private readonly uploads: UploadService,
  ) {}

  /** The catalogue. Only administrators may see draft or archived books (`status`); everyone else gets published ones. */
  async list(query: BookQueryDto, user?: AuthUser): Promise<Paged<BookView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const status = isAdmin(user) ? (query.status ?? 'published') : 'published';
    const filter: Record<string, unknown> = {};
    // 'all' is still a filter on status, so that the status-led indexes serve every sort.
    filter.status = status === 'all' ? trusted({ $in: BOOK_STATUSES }) : status;
    if (query.genre) filter.genres = new Types.ObjectId(query.genre);
    if (query.author) filter.author = new Types.ObjectId(query.author);
    if (query.search) {
      const pattern = new RegExp(escapeRegex(query.search), 'i');
      const authors = await this.authors.find({ name: pattern }).select('_id').lean();
      // trusted(): countDocuments applies the global sanitizeFilter, which would neutralise our own $in.
      filter.$or = [{ title: pattern }, { author: trusted({ $in: authors.map((a) => a._id) }) }];
    }
    const [books, total] = await Promise.all([
      this.books
        .find(filter)
        .sort(SORTS[query.sort ?? '-averageRating'])
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<WithId<Book>[]>()
        .then((rows) => withBookRefs(this.books.db, rows)),
      this.books.countDocuments(filter),
    ]);
    return new Paged(books.map(toBookView), { total, page, limit, hasMore: page * limit < total });
  }

  /** A book with its rating histogram; drafts and archived books are 404 except for administrators. */
  async get(id: string, user?: AuthUser): Promise<BookDetailView> {
    const bookId = new Types.ObjectId(id);
    const [found, histogram] = await Promise.all([
      this.books.findById(bookId).lean<WithId<Book>>(),
      this.reviews.aggregate<{ _id: number; count: number }>([{ $match: { book: bookId } }, { $group: { _id: '$rating', count: { $sum: 1 } } }]),
    ]);
    if (!found || (found.status !== 'published' && !isAdmin(user))) throw new NotFoundException('Book not found');
    const [book] = await withBookRefs(this.books.db, [found]);
    return { ...toBookView(book), ratingHistogram: ratingDistribution(histogram) };
  }

  async create(dto: CreateBookDto): Promise<BookView> {
    const { isbn, ...fields } = dto;
    const genres = uniqueIds(dto.genres ?? []);
    await this.assertReferencesExist(dto.author, genres);
    if (isbn) await this.assertIsbnFree(isbn);
    const book = await this.books
      .create({ ...fields, ...(isbn ? { isbn } : {}), genres, publishedDate: toDate(dto.publishedDate) })
      .catch(rethrowIsbnConflict);
    await this.recomputeCounts([dto.author], genres);
    return this.view(book._id);
  }

  async update(id: string, dto: UpdateBookDto): Promise<BookView> {
    const existing = await this.books.findById(id).select('author genres coverImage').lean();
    if (!existing) throw new NotFoundException('Book not found');
    const { publishedDate, genres, isbn, ...rest } = dto;
    const newGenres = genres === undefined ? undefined : uniqueIds(genres);
    await this.assertReferencesExist(dto.author, newGenres);
    if (isbn) await this.assertIsbnFree(isbn, id);

    const changes: Record<string, unknown> = { ...rest };
    if (publishedDate !== undefined) changes.publishedDate = toDate(publishedDate);
    if (newGenres !== undefined) changes.genres = newGenres;
    if (isbn) changes.isbn = isbn;
    // A cleared ISBN is removed, not set to null, so that the sparse unique index leaves the book out.
    const unset = isbn === null ? { $unset: { isbn: 1 } } : {};
    const result = await this.books
      .updateOne({ _id: id }, { $set: changes, ...unset }, { runValidators: true })
      .catch(rethrowIsbnConflict);
    if (result.matchedCount === 0) throw new NotFoundException('Book not found');

    const oldGenres = existing.genres.map(String);
    const touchedAuthors = dto.author !== undefined && String(existing.author) !== dto.author ? [existing.author, dto.author] : [];
    const touchedGenres =
      newGenres === undefined ? [] : [...oldGenres.filter((g) => !newGenres.includes(g)), ...newGenres.filter((g) => !oldGenres.includes(g))];
    await this.recomputeCounts(touchedAuthors, touchedGenres);
    if (dto.coverImage !== undefined && dto.coverImage !== existing.coverImage) await this.uploads.releaseImage(existing.coverImage);
    return this.view(id);
  }

  /** Deletes the book, its reviews and reading-list entries, then recounts its author's and genres' books. */
  async remove(id: string): Promise<void> {
    const existing = await this.books.findById(id).select('author genres coverImage').lean();
    if (!existing) throw new NotFoundException('Book not found');
    await this.books.deleteOne({ _id: id });
    await Promise.all([this.reviews.deleteMany({ book: id }), this.readingList.deleteMany({ book: id })]);
    await this.recomputeCounts([existing.author], existing.genres);
    await this.uploads.releaseImage(existing.coverImage);
  }

  /**
   * Sets `bookCount` of these authors and genres from a count of their books (never an $inc, so a
   * count can not drift). Runs one recount at a time per author/genre.
   */
  async recomputeCounts(authorIds: (Id | null)[], genreIds: Id[]): Promise<void> {
    const authors = uniqueIds(authorIds.filter((a): a is Id => a !== null));
    await Promise.all([
      ...authors.map((id) =>
        this.countQueue.run(`author:${id}`, async () => {
          const bookCount = await this.books.countDocuments({ author: id });
          await this.authors.updateOne({ _id: id }, { $set: { bookCount } });
        }),
      ),
      ...uniqueIds(genreIds).map((id) =>
        this.countQueue.run(`genre:${id}`, async () => {
          const bookCount = await this.books.countDocuments({ genres: id });
          await this.genres.updateOne({ _id: id }, { $set: { bookCount } });
        }),
      ),
    ]);
  }

  /** Recounts every author's and genre's books (after a bulk import such as the seed). */
  async recomputeAllCounts(): Promise<void> {
    const [authors, genres] = await Promise.all([this.authors.find().select('_id').lean(), this.genres.find().select('_id').lean()]);
    await this.recomputeCounts(
      authors.map((a) => a._id),
      genres.map((g) => g._id),
    );
  }

  private async view(id: Id): Promise<BookView> {
    const found = await this.books.findById(id).lean<WithId<Book>>();
    if (!found) throw new NotFoundException('Book not found');
    const [book] = await withBookRefs(this.books.db, [found]);
    return toBookView(book);
  }

  /** 409 when another book has this ISBN (the unique index decides under concurrent writes; this gives the message). */
  private async assertIsbnFree(isbn: string, exceptId?: string): Promise<void> {
    const other = await this.books.findOne({ isbn }).select('_id').lean();
    if (other && String(other._id) !== exceptId) throw new ConflictException(ISBN_TAKEN);
  }

  /** 400 with the field in `errors` when the author or a genre does not exist. */
  private async assertReferencesExist(author: string | undefined, genres: string[] | undefined): Promise<void> {
    const [authorExists, genreCount] = await Promise.all([
      author === undefined ? true : this.authors.exists({ _id: author }),
      genres === undefined || genres.length === 0 ? 0 : this.genres.countDocuments({ _id: trusted({ $in: genres }) }),
    ]);
    if (!authorExists) throw new BadRequestException({ message: 'Author not found', errors: { author: ['Author not found'] } });
    if (genres?.length && genreCount !== genres.length) {
      throw new BadRequestException({ message: 'Genre not found', errors: { genres: ['One or more genres do not exist'] } });
    }
  }
}
