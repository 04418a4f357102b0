import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { Connection, Types } from 'mongoose';
import { findByIds, type WithId } from '../common/find-by-ids';
import { AUTHORS_COLLECTION } from '../authors/author.schema';
import { GENRES_COLLECTION } from '../genres/genre.schema';
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

  @ApiPropertyOptional({ description: 'Normalised ISBN-10 or ISBN-13; absent when the book has none', example: '9780441172719' })
  isbn?: string;

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

type Ref = { _id: Types.ObjectId; name: string };

/** A book with its author and genres (with their names), as read by withBookRefs(). */
export type BookRow = WithId<Book> & { authorDocs: Ref[]; genreDocs: Ref[] };

/** Attaches author and genre names to books: one read per collection for the whole page (no per-book join). */
export async function withBookRefs(db: Connection, books: WithId<Book>[]): Promise<BookRow[]> {
  const [authors, genres] = await Promise.all([
    findByIds<Ref>(db, AUTHORS_COLLECTION, books.flatMap((b) => (b.author ? [b.author] : [])), { name: 1 }),
    findByIds<Ref>(db, GENRES_COLLECTION, books.flatMap((b) => b.genres ?? []), { name: 1 }),
  ]);
  return books.map((b) => {
    const author = b.author ? authors.get(String(b.author)) : undefined;
    const genreDocs = (b.genres ?? []).map((id) => genres.get(String(id))).filter((g): g is WithId<Ref> => g !== undefined);
    return { ...b, authorDocs: author ? [author] : [], genreDocs };
  });
}

const toRef = (r: Ref): NamedRefView => ({ _id: String(r._id), name: r.name });

export function toBookView(b: BookRow): BookView {
  const author = b.authorDocs?.[0];
  const genreById = new Map((b.genreDocs ?? []).map((g) => [String(g._id), g]));
  return {
    _id: String(b._id),
    title: b.title,
    coverImage: b.coverImage,
    author: author ? toRef(author) : null,
    // In the book's own order; ids of genres that no longer exist are dropped.
    genres: (b.genres ?? []).map((id) => genreById.get(String(id))).filter((g): g is Ref => g !== undefined).map(toRef),
    description: b.description ?? '',
    publishedDate: b.publishedDate ?? null,
    publisher: b.publisher ?? '',
    language: b.language ?? '',
    pageCount: b.pageCount ?? null,
    status: b.status,
    averageRating: b.averageRating ?? 0,
    reviewCount: b.reviewCount ?? 0,
    ...(b.isbn ? { isbn: b.isbn } : {}),
    createdAt: b.createdAt,
  };
}
