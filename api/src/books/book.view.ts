import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { BOOK_STATUSES, type Book, type BookStatus } from './book.schema';

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
  publishedDate: Date | null;

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

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

@ApiSchema({ name: 'BookDetail' })
export class BookDetailView extends BookView {
  @ApiProperty({
    type: 'array',
    items: { type: 'integer' },
    minItems: 5,
    maxItems: 5,
    description: 'Number of reviews per star: index 0 = 1 star ... index 4 = 5 stars',
    example: [0, 1, 2, 5, 9],
  })
  ratingHistogram: number[];
}

type LeanRef = { _id: Types.ObjectId; name: string };

/** A lean book with `author` and `genres` populated (name only). */
export type PopulatedBook = Omit<Book, 'author' | 'genres'> & {
  _id: Types.ObjectId;
  author: LeanRef | null;
  genres: LeanRef[];
};

/** Paths to populate for a BookView. */
export const BOOK_POPULATE = [
  { path: 'author', select: 'name' },
  { path: 'genres', select: 'name' },
];

const toRef = (r: LeanRef): NamedRefView => ({ _id: String(r._id), name: r.name });

export function toBookView(b: PopulatedBook): BookView {
  return {
    _id: String(b._id),
    title: b.title,
    coverImage: b.coverImage,
    author: b.author ? toRef(b.author) : null,
    // A populated array drops ids whose genre no longer exists.
    genres: (b.genres ?? []).filter(Boolean).map(toRef),
    description: b.description ?? '',
    publishedDate: b.publishedDate ?? null,
    publisher: b.publisher ?? '',
    language: b.language ?? '',
    pageCount: b.pageCount ?? null,
    status: b.status,
    averageRating: b.averageRating ?? 0,
    reviewCount: b.reviewCount ?? 0,
    createdAt: b.createdAt,
  };
}
