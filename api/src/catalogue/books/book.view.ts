import { ApiProperty, ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import type { WithId } from '../../platform/common/find-by-ids';
import { ApiStarCounts } from '../../conversation/reviews/rating-aggregates';
import type { BookNames } from './book-names';
import { BOOK_FORMATS, BOOK_STATUSES, type Book, type BookFormat, type BookStatus, type NamedRef } from './book.schema';
import { isoDate, isoDateOrNull } from '../../platform/common/iso-date';

@ApiSchema({ name: 'NamedRef' })
export class NamedRefView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  name: string;
}

/** A book as the API returns it (shared-ui `Book`): author and genres populated with their names. */
@ApiSchema({ name: 'Book' })
export class BookView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Image URL or /api/uploads/... path' })
  coverImage: string;

  @ApiProperty({ type: NamedRefView, nullable: true, description: 'null when the author was deleted' })
  author: NamedRefView | null;

  @ApiProperty({ type: [NamedRefView] })
  genres: NamedRefView[];

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedDate: string | null;

  @ApiProperty()
  publisher: string;

  @ApiProperty()
  language: string;

  @ApiProperty({ type: 'integer', nullable: true })
  pageCount: number | null;

  @ApiProperty({ enum: BOOK_STATUSES, enumName: 'BookStatus' })
  status: BookStatus;

  @ApiProperty({ description: 'Mean rating of its reviews, 2 decimals (0 without reviews)' })
  averageRating: number;

  @ApiProperty({ type: 'integer' })
  reviewCount: number;

  @ApiPropertyOptional({
    description: 'Normalised ISBN-10 or ISBN-13; absent when the book has none',
    example: '9780441172719',
  })
  isbn?: string;

  @ApiProperty({ type: String, nullable: true, description: 'The ISBN-10 of its ISBN, where one exists' })
  isbn10: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The ISBN-13 of its ISBN' })
  isbn13: string | null;

  @ApiProperty({ type: String, enum: BOOK_FORMATS, nullable: true })
  format: BookFormat | null;

  @ApiProperty({ description: 'The id of the work this book is an edition of (shared by all its editions)' })
  work: string;

  @ApiProperty({ description: "Whether this edition stands for its work in the reader's catalogue (its most read)" })
  workPrimary: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

@ApiSchema({
  name: 'BookCard',
  description:
    "A book as a list of other things shows it (a review's book, a reading-list entry's book): its cover, title, author and rating, the book's page having the rest.",
})
export class BookCardView extends PickType(BookView, [
  '_id',
  'title',
  'coverImage',
  'author',
  'averageRating',
  'reviewCount',
] as const) {}

/** An edition of a work as a book page lists its other editions. */
@ApiSchema({ name: 'Edition' })
export class EditionView extends PickType(BookView, [
  '_id',
  'title',
  'format',
  'publishedDate',
  'language',
  'coverImage',
  'status',
] as const) {}

export const toEditionView = (b: BookRow): EditionView => {
  const { _id, title, format, publishedDate, language, coverImage, status } = toBookView(b);
  return { _id, title, format, publishedDate, language, coverImage, status };
};

@ApiSchema({ name: 'BookDetail' })
export class BookDetailView extends BookView {
  @ApiStarCounts([0, 1, 2, 5, 9])
  ratingHistogram: number[];
}

/** A book with its author's and genres' names (kept on it: see book-names.ts). */
export type BookRow = WithId<Book> & BookNames;

const toRef = (r: NamedRef): NamedRefView => ({ _id: String(r._id), name: r.name });

/** A book's author as shown, from the id and the name it keeps; null without one (or when the author was deleted). */
export const authorRef = (b: { author: Types.ObjectId | null; authorName: string | null }): NamedRefView | null =>
  b.author && b.authorName !== null ? { _id: String(b.author), name: b.authorName } : null;

export function toBookView(b: BookRow): BookView {
  return {
    _id: String(b._id),
    title: b.title,
    coverImage: b.coverImage,
    author: authorRef(b),
    genres: b.genreRefs.map(toRef),
    description: b.description ?? '',
    publishedDate: isoDateOrNull(b.publishedDate),
    publisher: b.publisher ?? '',
    language: b.language ?? '',
    pageCount: b.pageCount ?? null,
    status: b.status,
    averageRating: b.averageRating ?? 0,
    reviewCount: b.reviewCount ?? 0,
    ...(b.isbn ? { isbn: b.isbn } : {}),
    isbn10: b.isbn10 ?? null,
    isbn13: b.isbn13 ?? null,
    format: b.format ?? null,
    work: String(b.work),
    workPrimary: b.workPrimary,
    createdAt: isoDate(b.createdAt),
  };
}
