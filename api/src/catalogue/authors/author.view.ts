import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { shownBookCount } from '../books/kept-book-counts';
import type { Author } from './author.schema';
import { isoDate, isoDateOrNull } from '../../platform/common/iso-date';

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
  birthDate: string | null;

  @ApiProperty()
  biography: string;

  @ApiProperty({ description: 'Image URL or /api/uploads/... path; empty when none' })
  avatar: string;

  @ApiProperty({
    type: 'integer',
    description: 'Published books by this author; books of every status when an administrator asks (counts=all)',
  })
  bookCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export type LeanAuthor = Author & { _id: Types.ObjectId };

/** `allStatuses` (an administrator's counts=all): drafts and archived books counted too; otherwise the published books. */
export function toAuthorView(a: LeanAuthor, allStatuses = false): AuthorView {
  return {
    _id: String(a._id),
    name: a.name,
    nationality: a.nationality ?? '',
    birthDate: isoDateOrNull(a.birthDate),
    biography: a.biography ?? '',
    avatar: a.avatar ?? '',
    bookCount: shownBookCount(a, allStatuses),
    createdAt: isoDate(a.createdAt),
  };
}
