import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import { isAdminViewer, viewerMaySeeBook, type Viewer } from '../../accounts/auth/viewer';
import { BOOK_STATUSES, type BookStatus } from './book.schema';
import { readBookNames, type BookNames } from './book-names';
import {
  toBookView,
  toEditionView,
  type BookDetailView,
  type BookRow,
  type BookView,
  type EditionView,
} from './book.view';
import { onDuplicateKey } from '../../platform/common/duplicate-key';
import { searchKey } from '../../platform/common/query-helpers';
import type { CreateBookDto, UpdateBookDto } from './dto/book.dto';
import { BookCascades } from './book.cascades';
import { Collections } from '../../platform/database/collections';
import { assertNotMerged, MovedToKeptRecord } from '../merges/merged-records';
import { isbnForms } from './isbn';

const ISBN_TAKEN = 'A book with this ISBN already exists';

/** A duplicate key on books can only be the ISBN (the one unique index besides _id). */
const rethrowIsbnConflict = onDuplicateKey(ISBN_TAKEN);

type Id = Types.ObjectId | string;
const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);
const uniqueIds = (ids: Id[]) => [...new Set(ids.map(String))];
/** The author and genres a write gives a book, as the names are read for them (readBookNames). */
const bookRefs = (author: string | undefined, genres: string[] | undefined) => ({
  author: author === undefined ? null : new Types.ObjectId(author),
  genres: (genres ?? []).map((g) => new Types.ObjectId(g)),
});

@Injectable()
export class BooksService {
  constructor(
    private readonly db: Collections,
    private readonly cascades: BookCascades,
  ) {}

  /** A book with its rating histogram (kept on it by ReviewCascades); drafts and archived books are 404 except for administrators. */
  async get(id: string, viewer: Viewer): Promise<BookDetailView> {
    const book = await this.db.books.findById(new Types.ObjectId(id)).lean<BookRow>();
    if (book?.mergedInto) throw new MovedToKeptRecord('books', book.mergedInto);
    if (!book || !(await viewerMaySeeBook(book, viewer))) throw new NotFoundException('Book not found');
    return { ...toBookView(book), ratingHistogram: book.ratingHistogram };
  }

  /**
   * The other editions of a book's work, by publication date then title: published ones, and for administrators every
   * status. A hidden or unknown book is 404 as its page is. Two reads, whatever the number of editions.
   */
  async editions(id: string, viewer: Viewer): Promise<EditionView[]> {
    const book = await this.db.books.findById(new Types.ObjectId(id)).select('status work mergedInto').lean();
    if (book?.mergedInto) throw new MovedToKeptRecord('books', book.mergedInto);
    if (!book || !(await viewerMaySeeBook(book, viewer))) throw new NotFoundException('Book not found');
    const statuses: BookStatus[] = (await isAdminViewer(viewer)) ? BOOK_STATUSES : ['published'];
    const rows = await this.db.books
      .find({ work: book.work, status: trusted({ $in: statuses }) })
      .sort({ publishedDate: 1, title: 1, _id: 1 })
      .lean<BookRow[]>();
    return rows.filter((r) => !r._id.equals(book._id)).map(toEditionView);
  }

  async create(dto: CreateBookDto): Promise<BookView> {
    const { isbn, format, ...fields } = dto;
    const genres = uniqueIds(dto.genres ?? []);
    const names = await this.referencedNames(dto.author, genres);
    if (isbn) await this.assertIsbnFree(isbn);
    const book = await this.db.books
      .create({
        ...fields,
        titleSearchKey: searchKey(dto.title),
        ...names,
        ...(isbn ? { isbn, ...isbnForms(isbn) } : {}),
        ...(format ? { format } : {}),
        genres,
        publishedDate: toDate(dto.publishedDate),
      })
      .catch(rethrowIsbnConflict);
    await this.catchUpWithNames(book._id, dto.author, genres, names);
    await this.cascades.created(book);
    return this.view(book._id);
  }

  async update(id: string, dto: UpdateBookDto): Promise<BookView> {
    const existing = await this.db.books.findById(id).select('author genres coverImage status mergedInto work').lean();
    if (!existing) throw new NotFoundException('Book not found');
    assertNotMerged('books', existing);
    const { publishedDate, genres, isbn, ...rest } = dto;
    const newGenres = genres === undefined ? undefined : uniqueIds(genres);
    const names = await this.referencedNames(dto.author, newGenres);
    if (isbn) await this.assertIsbnFree(isbn, id);

    const changes: Record<string, unknown> = { ...rest, ...names };
    if (publishedDate !== undefined) changes.publishedDate = toDate(publishedDate);
    if (rest.title !== undefined) changes.titleSearchKey = searchKey(rest.title);
    if (newGenres !== undefined) changes.genres = newGenres;
    // Both forms of the ISBN go with it; a form the ISBN has not (a 979 ISBN-13's ISBN-10) is removed.
    if (isbn) Object.assign(changes, { isbn, ...isbnForms(isbn) });
    if (rest.format === null) delete changes.format;
    // A cleared ISBN (or format) is removed, not set to null, so that the sparse unique index leaves the book out.
    const cleared = {
      ...(isbn === null ? { isbn: 1, isbn10: 1, isbn13: 1 } : isbn && !isbnForms(isbn).isbn10 ? { isbn10: 1 } : {}),
      ...(rest.format === null ? { format: 1 } : {}),
    } as Record<string, 1>;
    const unset = Object.keys(cleared).length ? { $unset: cleared } : {};
    if (existing.status === 'published' && dto.status !== undefined && dto.status !== 'published')
      await this.cascades.hiding(id, dto.status);
    const result = await this.db.books
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
    if (dto.status !== undefined && dto.status !== existing.status)
      await this.cascades.workEditionsChanged([existing.work]);
    return this.view(id);
  }

  /** Deletes the book; what that does to other collections is in BookCascades.deleted. */
  async remove(id: string): Promise<void> {
    const existing = await this.db.books.findById(id).select('author genres coverImage status mergedInto work').lean();
    if (!existing) throw new NotFoundException('Book not found');
    assertNotMerged('books', existing);
    await this.db.books.deleteOne({ _id: id });
    await this.cascades.deleted(id, existing);
  }

  private async view(id: Id): Promise<BookView> {
    const book = await this.db.books.findById(id).lean<BookRow>();
    if (!book) throw new NotFoundException('Book not found');
    return toBookView(book);
  }

  /** 409 when another book has this ISBN (the unique index decides under concurrent writes; this gives the message). */
  private async assertIsbnFree(isbn: string, exceptId?: string): Promise<void> {
    const other = await this.db.books.findOne({ isbn }).select('_id').lean();
    if (other && String(other._id) !== exceptId) throw new ConflictException(ISBN_TAKEN);
  }

  /**
   * The names the book keeps of the author and genres it is given (only of those given): one read of each.
   * 400 with the field in `errors` when the author or a genre does not exist.
   */
  private async referencedNames(author: string | undefined, genres: string[] | undefined): Promise<Partial<BookNames>> {
    if (author === undefined && genres === undefined) return {};
    const refs = bookRefs(author, genres);
    const { authorName, genreRefs } = (await readBookNames(this.db.connection, [refs]))(refs);
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
    const refs = bookRefs(author, genres);
    const now = (await readBookNames(this.db.connection, [refs]))(refs);
    const changed: Partial<BookNames> = {};
    if (author !== undefined && now.authorName !== written.authorName) changed.authorName = now.authorName;
    if (genres !== undefined && !isDeepStrictEqual(now.genreRefs, written.genreRefs)) changed.genreRefs = now.genreRefs;
    if (Object.keys(changed).length)
      await this.db.books.updateOne({ _id: id }, { $set: changed }, { timestamps: false });
  }
}
