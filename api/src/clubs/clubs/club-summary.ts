import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate } from '../../platform/common/iso-date';
import type { ClubSummaryView } from '../club.views';
import type { Club } from './club.schema';

/** The fields a club's summary (and a member's view of it in "Your clubs") reads: a list reads no more of each club. */
export const CLUB_SUMMARY_FIELDS = 'name description visibility memberCount coverImage lastActivityAt suspended';

/** What anyone may see of a club: of a private one, its name, description and member count only. */
export function toClubSummary(club: WithId<Club>): ClubSummaryView {
  const summary: ClubSummaryView = {
    _id: String(club._id),
    name: club.name,
    description: club.description ?? '',
    visibility: club.visibility,
    memberCount: club.memberCount,
  };
  if (club.visibility === 'public') {
    summary.coverImage = club.coverImage ?? '';
    summary.lastActivityAt = isoDate(club.lastActivityAt);
  }
  return summary;
}
