import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { shownBookCount } from '../books/kept-book-counts';
import type { Genre } from './genre.schema';
import { isoDate } from '../../platform/common/iso-date';

/** A genre as the API returns it (shared-ui `Genre`). */
@ApiSchema({ name: 'Genre' })
export class GenreView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({
    type: 'integer',
    description: 'Published books in this genre; books of every status when an administrator asks (counts=all)',
  })
  bookCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export type LeanGenre = Genre & { _id: Types.ObjectId };

/** `allStatuses` (an administrator's counts=all): drafts and archived books counted too; otherwise the published books. */
export function toGenreView(g: LeanGenre, allStatuses = false): GenreView {
  return {
    _id: String(g._id),
    name: g.name,
    description: g.description ?? '',
    bookCount: shownBookCount(g, allStatuses),
    createdAt: isoDate(g.createdAt),
  };
}
