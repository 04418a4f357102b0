import type { Connection, Types } from 'mongoose';
import { BOOKS_COLLECTION } from '../../catalogue/books/book.schema';
import { isbnKey } from '../../catalogue/books/isbn';
import { forEachInSlices } from '../../platform/common/time-slices';
import { operationTimeOptions } from '../../platform/database/operation-time-limit';
import type { ParsedRow } from './import-formats';
import type { BookSummaryView } from './import.view';
import { authorKey, titleKey } from './match-keys';

type CatalogueBook = {
  _id: Types.ObjectId;
  title: string;
  author: Types.ObjectId | null;
  authorName?: string | null;
  coverImage: string;
  isbn?: string;
};
type Indexed = { id: string; authorKey: string };

/** What a row matched: one book, or the books it could be (ambiguous), or neither (unmatched). */
export type Match = { book?: string; candidates?: string[] };

/**
 * The published catalogue, read once (one read of the books, with the author names they keep), indexed by ISBN and by
 * normalised title. A row matches by ISBN-13 or ISBN-10 first, then by title and author; a title alone, or a title
 * and author several books share, make the row ambiguous. Indexing the catalogue yields to the event loop (time-slices.ts).
 */
export class CatalogueMatcher {
  private constructor(
    private readonly byIsbn: Map<string, string>,
    private readonly byTitle: Map<string, Indexed[]>,
    /** Every published book as a BookSummary, by id. */
    readonly summaries: Map<string, BookSummaryView>,
  ) {}

  static async load(db: Connection): Promise<CatalogueMatcher> {
    const books = (await db
      .collection(BOOKS_COLLECTION)
      .find(
        { status: 'published' },
        { projection: { title: 1, author: 1, authorName: 1, coverImage: 1, isbn: 1 }, ...operationTimeOptions(db) },
      )
      .toArray()) as unknown as CatalogueBook[];
    const byIsbn = new Map<string, string>();
    const byTitle = new Map<string, Indexed[]>();
    const summaries = new Map<string, BookSummaryView>();
    await forEachInSlices(books, (book) => {
      const id = String(book._id);
      const author = book.authorName ?? null;
      summaries.set(id, {
        _id: id,
        title: book.title,
        author,
        coverImage: book.coverImage,
        ...(book.isbn ? { isbn: book.isbn } : {}),
      });
      const key = isbnKey(book.isbn);
      if (key) byIsbn.set(key, id);
      const title = titleKey(book.title);
      const sameTitle = byTitle.get(title);
      const indexed = { id, authorKey: author ? authorKey(author) : '' };
      if (sameTitle) sameTitle.push(indexed);
      else byTitle.set(title, [indexed]);
    });
    return new CatalogueMatcher(byIsbn, byTitle, summaries);
  }

  match(row: ParsedRow): Match {
    for (const isbn of row.isbns) {
      const key = isbnKey(isbn);
      const book = key ? this.byIsbn.get(key) : undefined;
      if (book) return { book };
    }
    const sameTitle = this.byTitle.get(titleKey(row.title)) ?? [];
    const authors = new Set([row.author, ...row.otherAuthors].map(authorKey).filter(Boolean));
    const sameAuthor = sameTitle.filter((b) => authors.has(b.authorKey));
    if (sameAuthor.length === 1) return { book: sameAuthor[0].id };
    const candidates = sameAuthor.length ? sameAuthor : sameTitle;
    return candidates.length ? { candidates: candidates.map((b) => b.id) } : {};
  }
}
