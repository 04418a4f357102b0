import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

export type BookStatus = 'published' | 'draft' | 'archived';
export const BOOK_STATUSES: BookStatus[] = ['published', 'draft', 'archived'];
/**
 * The stored status of a book merged into another (mergedInto): none of BOOK_STATUSES, so that it leaves every listing,
 * search, sitemap and count that filters on them; its address answers with the kept book.
 */
export const MERGED_STATUS = 'merged';

export const BOOKS_COLLECTION = 'books';

export type BookFormat = 'hardcover' | 'paperback' | 'ebook' | 'audiobook';
export const BOOK_FORMATS: BookFormat[] = ['hardcover', 'paperback', 'ebook', 'audiobook'];

/** An author or a genre as a book keeps it: its id and its name. */
export type NamedRef = { _id: Types.ObjectId; name: string };

@Schema({ timestamps: true, collection: BOOKS_COLLECTION })
export class Book {
  @Prop({ required: true, trim: true, maxlength: 300 })
  title: string;

  /**
   * The title as a search compares it (searchKey: lower case, without accents), so that a search reads one plain regex
   * per book. Written with the title (BooksService, the seeds).
   */
  @Prop({ type: String, select: false })
  titleSearchKey?: string;

  @Prop({ required: true })
  coverImage: string;

  /** null once the author has been deleted. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Author', default: null })
  author: Types.ObjectId | null;

  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId, ref: 'Genre' }], default: [] })
  genres: Types.ObjectId[];

  /** The author's name (null without an author), kept with `author`: see book-names.ts. */
  @Prop({ type: String })
  authorName?: string | null;

  /** The genres with their names, in the order of `genres`, kept like authorName. */
  @Prop({
    type: [{ _id: { type: MongooseSchema.Types.ObjectId, required: true }, name: { type: String, required: true } }],
    default: undefined,
  })
  genreRefs?: NamedRef[];

  @Prop({ default: '' })
  description: string;

  @Prop({ type: Date, default: null })
  publishedDate: Date | null;

  @Prop({ trim: true, default: '' })
  publisher: string;

  @Prop({ trim: true, default: '' })
  language: string;

  @Prop({ type: Number, default: null, min: 1 })
  pageCount: number | null;

  /** One of BOOK_STATUSES, or MERGED_STATUS once merged into another book (only merges write it). */
  @Prop({ type: String, enum: [...BOOK_STATUSES, MERGED_STATUS], default: 'published' })
  status: BookStatus;

  /** The book this one was merged into (a duplicate record); absent while it is its own. */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  mergedInto?: Types.ObjectId;

  @Prop({ type: Date })
  mergedAt?: Date;

  /** Normalised ISBN-10 or ISBN-13 (see isbn.ts); absent (not null) when unknown, so the sparse unique index skips it. */
  @Prop({ type: String })
  isbn?: string;

  /** The ISBN-10 of `isbn`'s edition, where one exists (a 979 ISBN-13 has none); written with it by BooksService. */
  @Prop({ type: String })
  isbn10?: string;

  /** The ISBN-13 of `isbn`'s edition; written with it by BooksService. */
  @Prop({ type: String })
  isbn13?: string;

  /** One of BOOK_FORMATS; absent when unknown. */
  @Prop({ type: String, enum: BOOK_FORMATS })
  format?: BookFormat;

  /**
   * The work this book is an edition of: an id shared by all its editions (no document of its own). A work of one
   * edition has that book's own id; grouping gives the editions one id, splitting an edition a fresh one.
   */
  @Prop({
    type: MongooseSchema.Types.ObjectId,
    required: true,
    default: function (this: { _id: Types.ObjectId }) {
      return this._id;
    },
  })
  work: Types.ObjectId;

  /**
   * The edition that stands for its work in the reader's catalogue (its most read: most readers, then oldest): true on
   * exactly one edition per work, chosen again whenever the work's editions change (works/work-editions.ts).
   */
  @Prop({ type: Boolean, default: true })
  workPrimary: boolean;

  /** Mean rating of its work's reviews (every edition's), 2 decimals; recomputed from the reviews by ReviewCascades. */
  @Prop({ default: 0 })
  averageRating: number;

  @Prop({ default: 0 })
  reviewCount: number;

  /**
   * Reviews per star (index 0 = 1 star ... 4 = 5 stars), kept by ReviewCascades with averageRating and reviewCount, so
   * that a book's page reads no review.
   */
  @Prop({ type: [Number], default: () => [0, 0, 0, 0, 0] })
  ratingHistogram: number[];

  createdAt: Date;
  updatedAt: Date;
}

export type BookDocument = HydratedDocument<Book>;
export const BookSchema = SchemaFactory.createForClass(Book);

// One index per catalogue sort (status and workPrimary are always filtered on: one card per work, or every edition),
// plus the author and genre filters.
BookSchema.index({ status: 1, workPrimary: 1, averageRating: -1, reviewCount: -1, _id: 1 });
BookSchema.index({ status: 1, workPrimary: 1, reviewCount: -1, averageRating: -1, _id: 1 });
BookSchema.index({ status: 1, workPrimary: 1, title: 1, _id: 1 });
BookSchema.index({ status: 1, workPrimary: 1, title: -1, _id: 1 }, { name: 'books_by_title_desc' });
BookSchema.index({ status: 1, workPrimary: 1, publishedDate: -1, _id: 1 });
BookSchema.index({ status: 1, workPrimary: 1, publishedDate: 1, _id: 1 }, { name: 'books_by_oldest' });
// A work's editions (of the statuses the caller may see), in the order its book pages list them.
BookSchema.index({ work: 1, status: 1, publishedDate: 1, title: 1, _id: 1 }, { name: 'books_of_work' });
// Imports find an edition by either ISBN.
BookSchema.index({ isbn10: 1 }, { sparse: true });
BookSchema.index({ isbn13: 1 }, { sparse: true });
BookSchema.index({ author: 1 });
BookSchema.index({ genres: 1 });
// The books merged into one, pointed on when that one is merged in turn.
BookSchema.index({ mergedInto: 1 }, { sparse: true, name: 'books_merged_into' });
/** One book per ISBN; books without one are not indexed (sparse). BooksService also checks before writing. */
BookSchema.index({ isbn: 1 }, { unique: true, sparse: true });
