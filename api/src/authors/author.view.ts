import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import type { Author } from './author.schema';

/** An author as the API returns it (shared-ui `Author`). */
@ApiSchema({ name: 'Author' })
export class AuthorView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  nationality: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  birthDate: Date | null;

  @ApiProperty()
  biography: string;

  @ApiProperty({ description: 'Image URL or /api/uploads/... path; empty when none' })
  avatar: string;

  @ApiProperty({ type: 'integer' })
  bookCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

export type LeanAuthor = Author & { _id: Types.ObjectId };

export function toAuthorView(a: LeanAuthor): AuthorView {
  return {
    _id: String(a._id),
    name: a.name,
    nationality: a.nationality ?? '',
    birthDate: a.birthDate ?? null,
    biography: a.biography ?? '',
    avatar: a.avatar ?? '',
    bookCount: a.bookCount ?? 0,
    createdAt: a.createdAt,
  };
}
