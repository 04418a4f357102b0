import { Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { isAdminViewer, type Viewer } from '../../accounts/auth/viewer';
import { Paged } from '../../platform/common/api-response';
import { BOOK_STATUSES, type BookStatus } from './book.schema';
import { toBookView, type BookRow, type BookView } from './book.view';
import { pagedTotal, searchKeyPattern } from '../../platform/common/query-helpers';
import type { BookQueryDto } from './dto/book.dto';
import { BOOK_SORT_ORDERS, DEFAULT_BOOK_SORT } from './book-sorts';
import { Collections } from '../../platform/database/collections';

const DEFAULT_LIMIT = 24;

/**
 * The catalogue: its pages (searched, filtered, sorted) and its totals, the counts BookCascades keeps per status
 * where no filter narrows them. Writes to books are BooksService's.
 */
@Injectable()
export class BookCatalogue {
  constructor(private readonly db: Collections) {}

  /** The catalogue. Only administrators may see draft or archived books (`status`); everyone else gets published ones. */
  async list(query: BookQueryDto, viewer: Viewer): Promise<Paged<BookView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const admin = (query.status || query.editions) && (await isAdminViewer(viewer));
    const status = query.status && admin ? query.status : 'published';
    // One book per work (its most read edition), unless an administrator asks for every edition.
    const everyEdition = query.editions === 'all' && admin;
    const filter: Record<string, unknown> = {};
    // 'all' is still a filter on status (and every edition one on workPrimary), so that the indexes led by status and
    // workPrimary serve every sort.
    filter.status = status === 'all' ? trusted({ $in: BOOK_STATUSES }) : status;
    filter.workPrimary = everyEdition ? trusted({ $in: [true, false] }) : true;
    if (query.genre) filter.genres = new Types.ObjectId(query.genre);
    if (query.author) filter.author = new Types.ObjectId(query.author);
    if (query.search) {
      // Case and accents aside, by the keys kept beside titles and names (one plain regex per document): the authors
      // first (a tenth as many documents as books), then the books by title or by those authors' ids. A second regex
      // per book, on the kept authorName, costs more: about 4 ms more at 5,000 books (`bench scale`).
      const titled = searchKeyPattern(query.search);
      const authors = await this.db.authors.find({ nameSearchKey: titled }).select('_id').lean();
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
      : this.page(filter, sort, page, limit, keptCount && { statuses: keptCount, works: !everyEdition }));
    return new Paged(books.map(toBookView), { total, page, limit, hasMore: page * limit < total });
  }

  /**
   * Without a search: the page from the sort's index, and a count only when the page does not tell the total; that
   * count is the one BookCascades keeps for `keptCount`'s statuses (of books, or of works) when given (the filter is
   * then on status and workPrimary alone).
   */
  private async page(
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    page: number,
    limit: number,
    keptCount?: { statuses: readonly BookStatus[]; works: boolean },
  ): Promise<[BookRow[], number]> {
    const rows = await this.db.books
      .find(filter)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<BookRow[]>();
    const count = () =>
      keptCount ? this.countOfStatuses(keptCount.statuses, keptCount.works) : this.db.books.countDocuments(filter);
    return [rows, await pagedTotal(page, limit, rows.length, count)];
  }

  /** How many books (site stats): the published ones, or every book of every status (`allStatuses`; not the merged ones). */
  count(allStatuses: boolean): Promise<number> {
    return this.countOfStatuses(allStatuses ? BOOK_STATUSES : ['published']);
  }

  /**
   * Books of these statuses (or the works among them: `works`), from the counts BookCascades keeps (a status no book
   * ever had has none: 0).
   */
  private async countOfStatuses(statuses: readonly BookStatus[], works = false): Promise<number> {
    const kept = await this.db.bookCounts.find({ _id: trusted({ $in: statuses }) }).lean();
    return kept.reduce((sum, k) => sum + (works ? (k.works ?? 0) : k.count), 0);
  }

  /** A search examines every candidate book to count the matches anyway: the page and the count in that one pass ($facet). */
  private async searchPage(
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    page: number,
    limit: number,
  ): Promise<[BookRow[], number]> {
    // The sort stays before the $facet, where a real MongoDB serves it from the index (inside, it would sort in memory).
    const [found] = await this.db.books.aggregate<{ rows: BookRow[]; total: { n: number }[] }>([
      { $match: filter },
      { $sort: sort },
      { $facet: { rows: [{ $skip: (page - 1) * limit }, { $limit: limit }], total: [{ $count: 'n' }] } },
    ]);
    return [found.rows, found.total[0]?.n ?? 0];
  }
}
