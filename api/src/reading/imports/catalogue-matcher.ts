import type { Connection, Types } from 'mongoose';
import { BOOKS_COLLECTION, type BookFormat } from '../../catalogue/books/book.schema';
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
  isbn10?: string;
  isbn13?: string;
  work?: Types.ObjectId;
  workPrimary?: boolean;
  format?: BookFormat;
};
type Indexed = { id: string; work: string; authorKey: string };

/**
 * What a row matched: one book, or the books it could be (ambiguous), or neither (unmatched); `note` when the row
 * goes on another edition of its work than the one its ISBN names.
 */
export type Match = { book?: string; candidates?: string[]; note?: string };

/** The report's line for a row put on `edition` because no edition of ours has its ISBN. */
export function otherEditionNote(edition: { format?: BookFormat | null }, isbn: string): string {
  const name = edition.format ? `the ${edition.format} edition` : 'the edition we have';
  return `Imported as ${name}: we don't have the edition with ISBN ${isbn}`;
}

/**
 * The published catalogue, read once (one read of the books, with the author names they keep), indexed by ISBN and by
 * normalised title. A row matches an edition by ISBN-13 or ISBN-10 first (either form finds an edition kept with the
 * other), then a work by title and author: the row goes on that work's primary edition (its most read), with a note
 * when the row named an ISBN we have no edition of. A title alone, or a title and author several works share, make the
 * row ambiguous (a candidate per work). Indexing the catalogue yields to the event loop (time-slices.ts).
 */
export class CatalogueMatcher {
  private constructor(
    private readonly byIsbn: Map<string, string>,
    private readonly byTitle: Map<string, Indexed[]>,
    /** The edition that stands for each work (its primary, else its first published edition), by work id. */
    private readonly primaries: Map<string, CatalogueBook>,
    /** Every published book as a BookSummary, by id. */
    readonly summaries: Map<string, BookSummaryView>,
  ) {}

  static async load(db: Connection): Promise<CatalogueMatcher> {
    const books = (await db
      .collection(BOOKS_COLLECTION)
      .find(
        { status: 'published' },
        {
          projection: {
            title: 1,
            author: 1,
            authorName: 1,
            coverImage: 1,
            isbn: 1,
            isbn10: 1,
            isbn13: 1,
            work: 1,
            workPrimary: 1,
            format: 1,
          },
          ...operationTimeOptions(db),
        },
      )
      .toArray()) as unknown as CatalogueBook[];
    const byIsbn = new Map<string, string>();
    const byTitle = new Map<string, Indexed[]>();
    const primaries = new Map<string, CatalogueBook>();
    const summaries = new Map<string, BookSummaryView>();
    await forEachInSlices(books, (book) => {
      const id = String(book._id);
      const work = String(book.work ?? book._id);
      if (book.workPrimary !== false || !primaries.has(work)) primaries.set(work, book);
      const author = book.authorName ?? null;
      summaries.set(id, {
        _id: id,
        title: book.title,
        author,
        coverImage: book.coverImage,
        ...(book.isbn ? { isbn: book.isbn } : {}),
      });
      for (const isbn of [book.isbn, book.isbn13, book.isbn10]) {
        const key = isbnKey(isbn);
        if (key) byIsbn.set(key, id);
      }
      const title = titleKey(book.title);
      const sameTitle = byTitle.get(title);
      const indexed = { id, work, authorKey: author ? authorKey(author) : '' };
      if (sameTitle) sameTitle.push(indexed);
      else byTitle.set(title, [indexed]);
    });
    return new CatalogueMatcher(byIsbn, byTitle, primaries, summaries);
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
    // Editions of one work are one candidate: the work's primary edition.
    const works = [...new Set((sameAuthor.length ? sameAuthor : sameTitle).map((b) => b.work))];
    const editions = works.map((work) => this.primaries.get(work)!);
    if (sameAuthor.length && works.length === 1) {
      const edition = editions[0];
      const named = row.isbns.find((isbn) => isbnKey(isbn));
      return named
        ? { book: String(edition._id), note: otherEditionNote(edition, named) }
        : { book: String(edition._id) };
    }
    return editions.length ? { candidates: editions.map((b) => String(b._id)) } : {};
  }
}
