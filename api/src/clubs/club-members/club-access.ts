import { ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import type { WithId } from '../../platform/common/find-by-ids';
import { Collections } from '../../platform/database/collections';
import type { Club } from '../clubs/club.schema';
import type { ClubMember } from './club-member.schema';

export const CLUB_NOT_FOUND = 'Club not found';
export const CLUB_SUSPENDED = 'This club has been suspended by an administrator';
export const MEMBERS_ONLY = "This club's discussion, members and schedule are for its members";

/** A club and where one reader (or a visitor) stands in it: what every club route decides by. */
export interface ClubStanding {
  club: WithId<Club>;
  /** The reader's standing in the club, or null (a visitor, or a reader with none). */
  membership: WithId<ClubMember> | null;
  isMember: boolean;
  isModerator: boolean;
  isOwner: boolean;
  /** The club's schedule, members and discussion may be sent: a public club, or a member of a private one. */
  maySeeContent: boolean;
}

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));

/** Reads a club and the caller's standing in it: two reads, whatever the club's size. A suspended club is 410. */
@Injectable()
export class ClubAccess {
  constructor(private readonly db: Collections) {}

  /** `seesSuspended`: an administrator reading a suspended club's page (everyone else gets 410). */
  async standing(clubId: string, userId: string | undefined, seesSuspended = false): Promise<ClubStanding> {
    const [club, membership] = await Promise.all([
      this.db.clubs.findOne({ _id: oid(clubId) }).lean<WithId<Club>>(),
      userId ? this.db.clubMembers.findOne({ club: oid(clubId), user: oid(userId) }).lean<WithId<ClubMember>>() : null,
    ]);
    if (!club) throw new NotFoundException(CLUB_NOT_FOUND);
    if (club.suspended && !seesSuspended) throw new GoneException(CLUB_SUSPENDED);
    const isMember = membership?.state === 'member';
    const isModerator = isMember && membership.role !== 'member';
    return {
      club,
      membership: membership ?? null,
      isMember,
      isModerator,
      isOwner: isMember && membership.role === 'owner',
      maySeeContent: club.visibility === 'public' || isMember,
    };
  }

  /** The standing, when the club's content may be sent to the caller; 403 otherwise. */
  async content(clubId: string, userId: string | undefined): Promise<ClubStanding> {
    const standing = await this.standing(clubId, userId);
    if (!standing.maySeeContent) throw new ForbiddenException(MEMBERS_ONLY);
    return standing;
  }

  async member(clubId: string, userId: string): Promise<ClubStanding> {
    const standing = await this.standing(clubId, userId);
    if (!standing.isMember)
      throw standing.maySeeContent
        ? new ForbiddenException('Join the club first')
        : new ForbiddenException(MEMBERS_ONLY);
    return standing;
  }

  async moderator(clubId: string, userId: string): Promise<ClubStanding> {
    const standing = await this.standing(clubId, userId);
    if (!standing.isModerator) throw new ForbiddenException("Only the club's moderators can do this");
    return standing;
  }

  async owner(clubId: string, userId: string): Promise<ClubStanding> {
    const standing = await this.standing(clubId, userId);
    if (!standing.isOwner) throw new ForbiddenException("Only the club's owner can do this");
    return standing;
  }
}
