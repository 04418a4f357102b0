import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import { Author } from '../authors/author.schema';
import { isAdminViewer, viewerMaySeeBook, type Viewer } from '../auth/viewer';
import { Paged } from '../common/api-response';
import type { WithId } from '../common/find-by-ids';
import { Review } from '../reviews/review.schema';
import { BookCount } from './book-count.schema';
import { Book, BOOK_STATUSES, type BookStatus } from './book.schema';
import { backfillBookNames, readBookNames, withKeptNames, type BookNames } from './book-names';
import { toBookView, type BookDetailView, type BookRow, type BookView } from './book.view';
import { backfillSearchKey } from '../common/backfill';
import { onDuplicateKey } from '../common/duplicate-key';
import { pagedTotal, ratingDistribution, searchKey, searchKeyPattern } from '../common/query-helpers';
import type { BookQueryDto, CreateBookDto, UpdateBookDto } from './dto/book.dto';
import { BookCascades } from './book.cascades';
import { BOOK_SORT_ORDERS, DEFAULT_BOOK_SORT } from './book-sorts';

const DEFAULT_LIMIT = 24;
const ISBN_TAKEN = 'A book with this ISBN already exists';

/** A duplicate key on books can only be the ISBN (the one unique index besides _id). */
const rethrowIsbnConflict = onDuplicateKey(ISBN_TAKEN);

type Id = Types.ObjectId | string;
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);
const uniqueIds = (ids: Id[]) => [...new Set(ids.map(String))];

@Injectable()
export class BooksService {
  constructor(
    @InjectModel(Book.name) private readonly books: Model<Book>,
    @InjectModel(BookCount.name) private readonly bookCounts: Model<BookCount>,
    @InjectModel(Author.name) private readonly authors: Model<Author>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly cascades: BookCascades,
  ) {}

  /** The catalogue. Only administrators may see draft or archived books (`status`); everyone else gets published ones. */
  async list(query: BookQueryDto, viewer: Viewer): Promise<Paged<BookView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const status = query.status && (await isAdminViewer(viewer)) ? query.status : 'published';
    const filter: Record<string, unknown> = {};
    // 'all' is still a filter on status, so that the status-led indexes serve every sort.
    filter.status = status === 'all' ? trusted({ $in: BOOK_STATUSES }) : status;
    if (query.genre) filter.genres = new Types.ObjectId(query.genre);
    if (query.author) filter.author = new Types.ObjectId(query.author);
    if (query.search) {
      // Case and accents aside, by the keys kept beside titles and names (one plain regex per document): the authors
      // first (a tenth as many documents as books), then the books by title or by those authors' ids. A second regex
      // per book, on the kept authorName, costs more: about 4 ms more at 5,000 books (`bench scale`).
      const titled = searchKeyPattern(query.search);
      const authors = await this.authors.find({ nameSearchKey: titled }).select('_id').lean();
      // trusted(): countDocuments applies the global sanitizeFilter, which would neutralise our own $in.
      // No author of that name: the title alone (an $or with an empty branch costs the embedded engine more per book).
      if (authors.length)
        filter.$or = [{ titleSearchKey: titled }, { author: trusted({ $in: authors.map((a) => a._id) }) }];
      else filter.titleSearchKey = titled;
    }
    const sort = BOOK_SORT_ORDERS[query.sort ?? DEFAULT_BOOK_SORT];
    // The whole catalogue of a status (no genre, author or search) has its total counted in advance (BookCount).
    const keptCount = query.genre || query.author ? undefined : status === 'all' ? BOOK_STATUSES : [status];
    const [books, total] = await (query.search
      ? this.searchPage(filter, sort, page, limit)
      : this.page(filter, sort, page, limit, keptCount));
    return new Paged(books.map(toBookView), { total, page, limit, hasMore: page * limit < total });
  }

  /**
   * Without a search: the page from the sort's index, and a count only when the page does not tell the total; that
   * count is the one BookCascades keeps for `keptCount`'s statuses when given (the filter is then on status alone).
   */
  private async page(
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    page: number,
    limit: number,
    keptCount?: readonly BookStatus[],
  ): Promise<[BookRow[], number]> {
    const rows = await this.books
      .find(filter)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<Book>[]>();
    const count = () => (keptCount ? this.countOfStatuses(keptCount) : this.books.countDocuments(filter));
    return Promise.all([withKeptNames(this.books.db, rows), pagedTotal(page, limit, rows.length, count)]);
  }

  /** How many books (site stats): the published ones, or every book (`allStatuses`). */
  count(allStatuses: boolean): Promise<number> {
    return allStatuses ? this.books.estimatedDocumentCount() : this.countOfStatuses(['published']);
  }

  /** Books of these statuses, from the counts BookCascades keeps; a missing count (a database from before) is made now. */
  private async countOfStatuses(statuses: readonly BookStatus[]): Promise<number> {
    const kept = await this.bookCounts.find({ _id: trusted({ $in: statuses }) }).lean();
    const missing = statuses.filter((s) => !kept.some((k) => k._id === s));
    const made = missing.length ? await this.cascades.recountStatuses(missing) : [];
    return [...kept.map((k) => k.count), ...made].reduce((a, b) => a + b, 0);
  }

  /** A search examines every candidate book to count the matches anyway: the page and the count in that one pass ($facet). */
  private async searchPage(
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    page: number,
    limit: number,
  ): Promise<[BookRow[], number]> {
    // The sort stays before the $facet, where a real MongoDB serves it from the index (inside, it would sort in memory).
    const [found] = await this.books.aggregate<{ rows: WithId<Book>[]; total: { n: number }[] }>([
      { $match: filter },
      { $sort: sort },
      { $facet: { rows: [{ $skip: (page - 1) * limit }, { $limit: limit }], total: [{ $count: 'n' }] } },
    ]);
    return [await withKeptNames(this.books.db, found.rows), found.total[0]?.n ?? 0];
  }

  /** A book with its rating histogram; drafts and archived books are 404 except for administrators. */
  async get(id: string, viewer: Viewer): Promise<BookDetailView> {
    const found = await this.books.findById(new Types.ObjectId(id)).lean<WithId<Book>>();
    if (!found || !(await viewerMaySeeBook(found, viewer))) throw new NotFoundException('Book not found');
    const [[book], histogram] = await Promise.all([withKeptNames(this.books.db, [found]), this.ratingHistogram(found)]);
    return { ...toBookView(book), ratingHistogram: histogram };
  }

  /** Kept on the book by ReviewCascades; counted from the reviews only for a book written before that. */
  private async ratingHistogram(book: WithId<Book>): Promise<number[]> {
    if (book.ratingHistogram?.length === 5) return book.ratingHistogram;
    const groups = await this.reviews.aggregate<{ _id: number; count: number }>([
      { $match: { book: book._id } },
      { $group: { _id: '$rating', count: { $sum: 1 } } },
    ]);
    return ratingDistribution(groups);
  }

  async create(dto: CreateBookDto): Promise<BookView> {
    const { isbn, ...fields } = dto;
    const genres = uniqueIds(dto.genres ?? []);
    const names = await this.referencedNames(dto.author, genres);
    if (isbn) await this.assertIsbnFree(isbn);
    const book = await this.books
      .create({
        ...fields,
        titleSearchKey: searchKey(dto.title),
        ...names,
        ...(isbn ? { isbn } : {}),
        genres,
        publishedDate: toDate(dto.publishedDate),
      })
      .catch(rethrowIsbnConflict);
    await this.catchUpWithNames(book._id, dto.author, genres, names);
    await this.cascades.created(book);
    return this.view(book._id);
  }

  async update(id: string, dto: UpdateBookDto): Promise<BookView> {
    const existing = await this.books.findById(id).select('author genres coverImage status').lean();
    if (!existing) throw new NotFoundException('Book not found');
    const { publishedDate, genres, isbn, ...rest } = dto;
    const newGenres = genres === undefined ? undefined : uniqueIds(genres);
    const names = await this.referencedNames(dto.author, newGenres);
    if (isbn) await this.assertIsbnFree(isbn, id);

    const changes: Record<string, unknown> = { ...rest, ...names };
    if (publishedDate !== undefined) changes.publishedDate = toDate(publishedDate);
    if (rest.title !== undefined) changes.titleSearchKey = searchKey(rest.title);
    if (newGenres !== undefined) changes.genres = newGenres;
    if (isbn) changes.isbn = isbn;
    // A cleared ISBN is removed, not set to null, so that the sparse unique index leaves the book out.
    const unset = isbn === null ? { $unset: { isbn: 1 } } : {};
    if (existing.status === 'published' && dto.status !== undefined && dto.status !== 'published')
      await this.cascades.hiding(id, dto.status);
    const result = await this.books
      .updateOne({ _id: id }, { $set: changes, ...unset }, { runValidators: true })
      .catch(rethrowIsbnConflict);
    if (result.matchedCount === 0) throw new NotFoundException('Book not found');
    await this.catchUpWithNames(id, dto.author, newGenres, names);
    await this.cascades.changed(id, existing, {
      title: dto.title,
      author: dto.author,
      genres: newGenres,
      coverImage: dto.coverImage,
      status: dto.status,
    });
    return this.view(id);
  }

  /** Deletes the book; what that does to other collections is in BookCascades.deleted. */
  async remove(id: string): Promise<void> {
    const existing = await this.books.findById(id).select('author genres coverImage status').lean();
    if (!existing) throw new NotFoundException('Book not found');
    await this.books.deleteOne({ _id: id });
    await this.cascades.deleted(id, existing);
  }

  private async view(id: Id): Promise<BookView> {
    const found = await this.books.findById(id).lean<WithId<Book>>();
    if (!found) throw new NotFoundException('Book not found');
    const [book] = await withKeptNames(this.books.db, [found]);
    return toBookView(book);
  }

  /** 409 when another book has this ISBN (the unique index decides under concurrent writes; this gives the message). */
  private async assertIsbnFree(isbn: string, exceptId?: string): Promise<void> {
    const other = await this.books.findOne({ isbn }).select('_id').lean();
    if (other && String(other._id) !== exceptId) throw new ConflictException(ISBN_TAKEN);
  }

  /**
   * The names the book keeps of the author and genres it is given (only of those given): one read of each.
   * 400 with the field in `errors` when the author or a genre does not exist.
   */
  private async referencedNames(author: string | undefined, genres: string[] | undefined): Promise<Partial<BookNames>> {
    if (author === undefined && genres === undefined) return {};
    const refs = {
      author: author === undefined ? null : new Types.ObjectId(author),
      genres: (genres ?? []).map((g) => new Types.ObjectId(g)),
    };
    const { authorName, genreRefs } = (await readBookNames(this.books.db, [refs]))(refs);
    if (author !== undefined && authorName === null)
      throw new BadRequestException({ message: 'Author not found', errors: { author: ['Author not found'] } });
    if (genres !== undefined && genreRefs.length !== genres.length) {
      throw new BadRequestException({
        message: 'Genre not found',
        errors: { genres: ['One or more genres do not exist'] },
      });
    }
    return { ...(author !== undefined ? { authorName } : {}), ...(genres !== undefined ? { genreRefs } : {}) };
  }

  /**
   * A rename (or deletion) of the author or a genre between the names' read and the book's write updated the books
   * before this one had them, so it missed it: the names are read again after the write and, if they changed, the
   * book is given them now. (A rename after this read is applied by its cascade, which then finds the book.)
   */
  private async catchUpWithNames(
    id: Id,
    author: string | undefined,
    genres: string[] | undefined,
    written: Partial<BookNames>,
  ): Promise<void> {
    if (author === undefined && genres === undefined) return;
    const refs = {
      author: author === undefined ? null : new Types.ObjectId(author),
      genres: (genres ?? []).map((g) => new Types.ObjectId(g)),
    };
    const now = (await readBookNames(this.books.db, [refs]))(refs);
    const changed: Partial<BookNames> = {};
    if (author !== undefined && now.authorName !== written.authorName) changed.authorName = now.authorName;
    if (genres !== undefined && !isDeepStrictEqual(now.genreRefs, written.genreRefs)) changed.genreRefs = now.genreRefs;
    if (Object.keys(changed).length) await this.books.updateOne({ _id: id }, { $set: changed }, { timestamps: false });
  }

  /** Gives their kept names to books written before names were kept (main.ts, at start); returns how many. */
  backfillNames(): Promise<number> {
    return backfillBookNames(this.books);
  }

  /** Gives their titleSearchKey to books written before it was kept (main.ts, at start); returns how many. */
  backfillTitleSearchKeys(): Promise<number> {
    return backfillSearchKey(this.books, 'titleSearchKey', 'title');
  }
}
