import { Injectable, NotFoundException } from '@nestjs/common';
import { trusted, type SortOrder } from 'mongoose';
import { Paged } from '../../platform/common/api-response';
import { pagedTotal, searchKey, searchKeyPattern, searchPattern } from '../../platform/common/query-helpers';
import { AuthorCascades } from './author.cascades';
import { Author } from './author.schema';
import { toAuthorView, type AuthorView, type LeanAuthor } from './author.view';
import type { AuthorQueryDto, AuthorSort, CreateAuthorDto, UpdateAuthorDto } from './dto/author.dto';
import { Collections } from '../../platform/database/collections';
import { assertNotMerged, MovedToKeptRecord } from '../merges/merged-records';

const DEFAULT_LIMIT = 50;

const SORTS: Record<AuthorSort, Record<string, SortOrder>> = {
  name: { name: 1, _id: 1 },
  // Ties by _id in the same direction as the name, so the name index serves it in reverse.
  '-name': { name: -1, _id: -1 },
  '-bookCount': { bookCount: -1, name: 1, _id: 1 },
  bookCount: { bookCount: 1, name: 1, _id: 1 },
  '-createdAt': { createdAt: -1, _id: -1 },
};
// Counted (and so sorted) by published books only, unless an administrator asks for every status (CountsQueryDto).
const PUBLISHED_SORTS: Record<AuthorSort, Record<string, SortOrder>> = {
  ...SORTS,
  '-bookCount': { publishedBookCount: -1, name: 1, _id: 1 },
  bookCount: { publishedBookCount: 1, name: 1, _id: 1 },
};

@Injectable()
export class AuthorsService {
  constructor(
    private readonly db: Collections,
    private readonly cascades: AuthorCascades,
  ) {}

  /**
   * Authors in the requested order, optionally matching a search on name or nationality. Without `limit` and `page`
   * every match comes in one page (the book form's author select, the reader's index); with either, a page of
   * `limit` (default 50). `allStatuses`: bookCount counts draft and archived books too.
   */
  async list(query: AuthorQueryDto, allStatuses = false): Promise<Paged<AuthorView>> {
    const view = (a: LeanAuthor) => toAuthorView(a, allStatuses);
    // An author merged into another leaves the lists (its address answers with the kept one).
    const filter = {
      mergedInto: trusted({ $exists: false }),
      ...(query.search
        ? { $or: [{ nameSearchKey: searchKeyPattern(query.search) }, { nationality: searchPattern(query.search) }] }
        : {}),
    };
    const find = this.db.authors.find(filter).sort((allStatuses ? SORTS : PUBLISHED_SORTS)[query.sort ?? 'name']);
    if (query.limit === undefined && query.page === undefined) {
      const all = (await find.lean<LeanAuthor[]>()).map(view);
      return new Paged(all, { total: all.length, page: 1, limit: all.length, hasMore: false });
    }
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await find
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<LeanAuthor[]>();
    // Counted without the merged authors: a scan of the authors, a small collection.
    const count = () => this.db.authors.countDocuments(filter);
    const total = await pagedTotal(page, limit, rows.length, count);
    return new Paged(rows.map(view), { total, page, limit, hasMore: page * limit < total });
  }

  /** `allStatuses`: bookCount counts draft and archived books too (CountsQueryDto); else the published ones. */
  async get(id: string, allStatuses = false): Promise<AuthorView> {
    const author = await this.db.authors.findById(id).lean<LeanAuthor>();
    if (!author) throw new NotFoundException('Author not found');
    if (author.mergedInto) throw new MovedToKeptRecord('authors', author.mergedInto);
    return toAuthorView(author, allStatuses);
  }

  async create(dto: CreateAuthorDto): Promise<AuthorView> {
    const author = await this.db.authors.create({
      ...dto,
      nameSearchKey: searchKey(dto.name),
      birthDate: dto.birthDate ? new Date(dto.birthDate) : null,
    });
    return toAuthorView(author.toObject(), true);
  }

  async update(id: string, dto: UpdateAuthorDto): Promise<AuthorView> {
    const { birthDate, ...rest } = dto;
    const changes: Partial<Author> = rest;
    if (birthDate !== undefined) changes.birthDate = birthDate ? new Date(birthDate) : null;
    if (rest.name !== undefined) changes.nameSearchKey = searchKey(rest.name);
    // A merged author is not written (410); the filter keeps a merge that lands meanwhile from being overwritten.
    const previous = await this.db.authors
      .findOneAndUpdate(
        { _id: id, mergedInto: trusted({ $exists: false }) },
        { $set: changes },
        { runValidators: true },
      )
      .select('avatar')
      .lean();
    if (!previous) {
      assertNotMerged('authors', await this.db.authors.findById(id).select('mergedInto').lean());
      throw new NotFoundException('Author not found');
    }
    await this.cascades.changed(id, previous, changes);
    return this.get(id, true);
  }

  /** Deletes the author; what that does to their books is in AuthorCascades.deleted. */
  async remove(id: string): Promise<void> {
    // findOneAndDelete is one of the operations the embedded database lacks: read, then delete.
    const removed = await this.db.authors.findById(id).select('avatar mergedInto').lean();
    assertNotMerged('authors', removed);
    if (!removed || (await this.db.authors.deleteOne({ _id: id })).deletedCount === 0)
      throw new NotFoundException('Author not found');
    await this.cascades.deleted(id, removed);
  }
}
