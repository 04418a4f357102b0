import { Injectable } from '@nestjs/common';
import { AUTHORS_COLLECTION } from '../../catalogue/authors/author.schema';
import { BOOKS_COLLECTION } from '../../catalogue/books/book.schema';
import { operationTimeOptions } from '../database/operation-time-limit';
import { USERS_COLLECTION } from '../../accounts/users/user.schema';
import { CLUBS_COLLECTION } from '../../clubs/clubs/club.schema';
import { SERIES_COLLECTION } from '../../catalogue/series/series.schema';
import { SITEMAP_PAGE_SIZE, type SitemapPageQueryDto } from './dto/sitemap-query.dto';
import type { SitemapCountsView, SitemapEntryView, SitemapReaderView } from './sitemap.view';
import { Collections } from '../database/collections';

const PUBLISHED = { status: 'published' };
/**
 * Every published edition has its page. The filter names both values of workPrimary so that the catalogue's indexes,
 * led by status and workPrimary, serve the sitemap's order too.
 */
const PUBLISHED_EDITIONS = { ...PUBLISHED, workPrimary: { $in: [true, false] } };
/** Authors not merged into another (a merged author's address answers with the kept one). */
const OWN_AUTHORS = { mergedInto: { $exists: false } };
/**
 * Readers whose profile shows a visitor their list and their activity: absent settings are the defaults (everyone).
 * $nin is a residual filter over the users' creation-order index, which gives the pages their order.
 */
const PUBLIC_READERS = {
  'privacy.listVisibility': { $nin: ['followers', 'me'] },
  'privacy.activityVisibility': { $nin: ['followers', 'me'] },
};

/**
 * The pages a sitemap lists, read cheaply at any catalogue size: one projected query per collection per page (id and
 * last change, in the order of a declared index, so the pages do not overlap), and one count per collection.
 */
@Injectable()
export class SitemapService {
  constructor(private readonly db: Collections) {}

  async counts(): Promise<SitemapCountsView> {
    const options = operationTimeOptions(this.db.connection);
    const [books, authors, series, readers] = await Promise.all([
      this.db.connection.collection(BOOKS_COLLECTION).countDocuments(PUBLISHED, options),
      this.db.connection.collection(AUTHORS_COLLECTION).countDocuments(OWN_AUTHORS, options),
      this.db.connection.collection(SERIES_COLLECTION).countDocuments({}, options),
      this.db.connection.collection(USERS_COLLECTION).countDocuments(PUBLIC_READERS, options),
    ]);
    return { books, authors, series, readers };
  }

  async books(query: SitemapPageQueryDto): Promise<SitemapEntryView[]> {
    const docs = await this.page(BOOKS_COLLECTION, PUBLISHED_EDITIONS, { title: 1, _id: 1 }, { updatedAt: 1 }, query);
    return docs.map((doc) => ({ id: String(doc._id), updatedAt: isoDate(doc.updatedAt) }));
  }

  async authors(query: SitemapPageQueryDto): Promise<SitemapEntryView[]> {
    const docs = await this.page(AUTHORS_COLLECTION, OWN_AUTHORS, { name: 1, _id: 1 }, { updatedAt: 1 }, query);
    return docs.map((doc) => ({ id: String(doc._id), updatedAt: isoDate(doc.updatedAt) }));
  }

  async series(query: SitemapPageQueryDto): Promise<SitemapEntryView[]> {
    const docs = await this.page(SERIES_COLLECTION, {}, { name: 1, _id: 1 }, { updatedAt: 1 }, query);
    return docs.map((doc) => ({ id: String(doc._id), updatedAt: isoDate(doc.updatedAt) }));
  }

  /** Public clubs (a private club's page is not indexed, a suspended one's answers 410), oldest first. */
  async clubs(query: SitemapPageQueryDto): Promise<SitemapEntryView[]> {
    const docs = await this.page(
      CLUBS_COLLECTION,
      { visibility: 'public', suspended: { $ne: true } },
      { visibility: 1, createdAt: 1, _id: 1 },
      { updatedAt: 1 },
      query,
    );
    return docs.map((doc) => ({ id: String(doc._id), updatedAt: isoDate(doc.updatedAt) }));
  }

  async readers(query: SitemapPageQueryDto): Promise<SitemapReaderView[]> {
    const docs = await this.page(
      USERS_COLLECTION,
      PUBLIC_READERS,
      { createdAt: 1, _id: 1 },
      { username: 1, profileUpdatedAt: 1, createdAt: 1 },
      query,
    );
    // The public profile's last change only: sign-ins and other private changes of the account are never published.
    return docs.map((doc) => ({
      username: String(doc.username),
      updatedAt: isoDate(doc.profileUpdatedAt ?? doc.createdAt),
    }));
  }

  private page(
    collection: string,
    filter: Record<string, unknown>,
    sort: Record<string, 1 | -1>,
    projection: Record<string, 1>,
    { page = 1, limit = SITEMAP_PAGE_SIZE }: SitemapPageQueryDto,
  ) {
    return this.db.connection
      .collection(collection)
      .find(filter, { projection, sort, skip: (page - 1) * limit, limit, ...operationTimeOptions(this.db.connection) })
      .toArray();
  }
}

/** Documents written before timestamps have none: they count as unchanged since the epoch. */
const isoDate = (value: unknown) => (value instanceof Date ? value : new Date(0)).toISOString();
