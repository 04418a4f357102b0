import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate } from '../../platform/common/iso-date';
import type { ClubSummaryView } from '../club.views';
import type { ClubMember } from '../club-members/club-member.schema';
import type { Club } from './club.schema';

/** The fields a club's summary (and a member's view of it in "Your clubs") reads: a list reads no more of each club. */
export const CLUB_SUMMARY_FIELDS = 'name description visibility memberCount coverImage lastActivityAt suspended';

/**
 * What anyone may see of a club: of a private one, its name, description and member count only, unless `seesAll`
 * (a member, who sees their private club's cover and activity too).
 */
export function toClubSummary(club: WithId<Club>, seesAll = club.visibility === 'public'): ClubSummaryView {
  const summary: ClubSummaryView = {
    _id: String(club._id),
    name: club.name,
    description: club.description ?? '',
    visibility: club.visibility,
    memberCount: club.memberCount,
  };
  if (seesAll) {
    summary.coverImage = club.coverImage ?? '';
    summary.lastActivityAt = isoDate(club.lastActivityAt);
  }
  return summary;
}

/** The caller's standing as a club's views give it: their role and whether they muted it, as a member only. */
export function toClubStanding(membership: Pick<ClubMember, 'state' | 'role' | 'muted'> | null | undefined) {
  const member = membership?.state === 'member';
  return {
    state: membership?.state ?? null,
    role: member ? membership.role : null,
    ...(member ? { muted: membership.muted } : {}),
  };
}
