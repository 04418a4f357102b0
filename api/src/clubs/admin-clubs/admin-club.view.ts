import { ApiProperty, ApiSchema, OmitType } from '@nestjs/swagger';
import { ReaderSummaryView } from '../../people/readers/reader.view';
import { ClubSummaryView } from '../club.views';

/**
 * A club as the administrators' Clubs manager lists it, with its open reports (its own and its posts'): its summary,
 * with the cover and the last activity that a summary leaves out for a private club always there.
 */
@ApiSchema({ name: 'AdminClub' })
export class AdminClubView extends OmitType(ClubSummaryView, ['coverImage', 'lastActivityAt'] as const) {
  @ApiProperty({ description: 'Image URL or ""' })
  coverImage: string;

  @ApiProperty({ type: ReaderSummaryView, nullable: true })
  owner: ReaderSummaryView | null;

  @ApiProperty({ description: 'Suspended: out of the directory, its page answers 410' })
  suspended: boolean;

  @ApiProperty({ type: 'integer', description: 'Open reports of the club and of its posts and replies' })
  openReports: number;

  @ApiProperty({ type: String, format: 'date-time' })
  lastActivityAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
