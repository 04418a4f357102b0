import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { BlocksService } from '../../people/blocks/blocks.service';
import { Paged } from '../../platform/common/api-response';
import { pagedTotal } from '../../platform/common/query-helpers';
import type { WithId } from '../../platform/common/find-by-ids';
import { isoDateOrNull } from '../../platform/common/iso-date';
import { Collections } from '../../platform/database/collections';
import { findReader } from '../../people/readers/reader-lookup';
import { readerSummaries } from '../../people/readers/reader-summaries';
import type { ClubMemberView, ClubStandingView } from '../club.views';
import { ClubNotifications } from '../club-notifications';
import { ClubAccess, type ClubStanding } from './club-access';
import type { ClubMember, ClubRole, MembershipState } from './club-member.schema';
import type { ClubMembersQueryDto } from './dto/club-member.dto';

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));
const CANNOT_JOIN = 'You cannot join this club';

/**
 * Who belongs to a club and how: joining (a public club) or asking to (a private one), invitations, acceptance,
 * removal, bans, leaving, moderators and the hand-over. The club's memberCount follows every change to or from
 * 'member' with one $inc.
 */
@Injectable()
export class ClubMembersService {
  constructor(
    private readonly db: Collections,
    private readonly access: ClubAccess,
    private readonly blocks: BlocksService,
    private readonly told: ClubNotifications,
  ) {}

  /** Members (anyone who may see the club's content), or requests, invitations and bans (its moderators). */
  async list(clubId: string, user: AuthUser | undefined, query: ClubMembersQueryDto): Promise<Paged<ClubMemberView>> {
    const state = query.state ?? 'member';
    const standing = await this.access.content(clubId, user?.id);
    if (state !== 'member' && !standing.isModerator)
      throw new ForbiddenException("Only the club's moderators can do this");
    const page = query.page ?? 1;
    const limit = query.limit ?? 50;
    const hidden = await this.blocks.hiddenFrom(user?.id);
    const filter = { club: standing.club._id, state, ...(hidden.length ? { user: trusted({ $nin: hidden }) } : {}) };
    const rows = await this.db.clubMembers
      .find(filter)
      .sort({ joinedAt: 1, _id: 1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<ClubMember>[]>();
    const readers = await readerSummaries(
      this.db.users,
      rows.map((m) => m.user),
    );
    const items = rows.flatMap((m) => {
      const reader = readers.get(String(m.user));
      return reader ? [{ reader, state: m.state, role: m.role, joinedAt: isoDateOrNull(m.joinedAt) }] : [];
    });
    const total = await pagedTotal(page, limit, rows.length, () => this.db.clubMembers.countDocuments(filter));
    return new Paged(items, { total, page, limit, hasMore: page * limit < total });
  }

  /**
   * Joins a public club, accepts an invitation, or asks to join a private club. A banned reader cannot, nor a reader
   * blocked either way with the club's owner.
   */
  async join(clubId: string, user: AuthUser): Promise<ClubStandingView> {
    const standing = await this.access.standing(clubId, user.id);
    const { club, membership } = standing;
    if (membership?.state === 'member') throw new ConflictException('You are already a member of this club');
    if (membership?.state === 'banned') throw new ForbiddenException(CANNOT_JOIN);
    if (await this.blocks.between(user.id, club.owner)) throw new ForbiddenException(CANNOT_JOIN);
    if (membership?.state === 'requested') return { state: 'requested', role: null };
    if (club.visibility === 'public' || membership?.state === 'invited') {
      await this.becomeMember(club._id, oid(user.id), membership);
      return { state: 'member', role: 'member' };
    }
    await this.db.clubMembers
      .create({ club: club._id, user: oid(user.id), state: 'requested', role: 'member' })
      .catch(alreadyThere);
    await this.told.requested(club, user.id);
    return { state: 'requested', role: null };
  }

  /** Leaves the club, withdraws a request or declines an invitation. The owner hands the club over first. */
  async leave(clubId: string, user: AuthUser): Promise<null> {
    const standing = await this.access.standing(clubId, user.id);
    const { membership } = standing;
    if (!membership || membership.state === 'banned') throw new NotFoundException('You are not in this club');
    if (standing.isOwner)
      throw new ConflictException('Hand the club over to another member or delete it before you leave');
    await this.drop(standing, membership);
    return null;
  }

  /** A member mutes the club (told nothing of it: replies, requests, sections opening), or unmutes it. */
  async mute(clubId: string, user: AuthUser, muted: boolean): Promise<ClubStandingView> {
    const standing = await this.access.member(clubId, user.id);
    const membership = standing.membership!;
    await this.db.clubMembers.updateOne({ _id: membership._id }, { $set: { muted } }, { timestamps: false });
    return { state: membership.state, role: membership.role, muted };
  }

  /** A moderator invites a reader by username (a reader who asked to join is accepted). */
  async invite(clubId: string, user: AuthUser, username: string): Promise<ClubMemberView> {
    const standing = await this.access.moderator(clubId, user.id);
    const reader = await findReader(this.db.users, username);
    const existing = await this.db.clubMembers.findOne({ club: standing.club._id, user: reader._id }).lean();
    if (existing?.state === 'member') throw new ConflictException('This reader is already a member');
    if (existing?.state === 'banned') throw new ConflictException('This reader is banned from the club');
    const [withInviter, withOwner] = await Promise.all([
      this.blocks.between(user.id, reader._id),
      this.blocks.between(standing.club.owner, reader._id),
    ]);
    if (withInviter || withOwner) throw new ForbiddenException('You cannot invite this reader');
    if (existing?.state === 'requested') {
      await this.becomeMember(standing.club._id, reader._id, existing);
      await this.told.accepted(standing.club, user.id, reader._id);
    } else if (!existing) {
      await this.db.clubMembers
        .create({ club: standing.club._id, user: reader._id, state: 'invited', role: 'member' })
        .catch(alreadyThere);
      await this.told.invited(standing.club, user.id, reader._id);
    }
    return this.memberView(standing.club._id, reader._id);
  }

  /** A moderator accepts a reader's request to join. */
  async accept(clubId: string, user: AuthUser, username: string): Promise<ClubMemberView> {
    const standing = await this.access.moderator(clubId, user.id);
    const reader = await findReader(this.db.users, username);
    const existing = await this.db.clubMembers.findOne({ club: standing.club._id, user: reader._id }).lean();
    if (existing?.state !== 'requested') throw new NotFoundException('No request to join from this reader');
    await this.becomeMember(standing.club._id, reader._id, existing);
    await this.told.accepted(standing.club, user.id, reader._id);
    return this.memberView(standing.club._id, reader._id);
  }

  /**
   * A moderator removes a member (or declines a request, or withdraws an invitation); only the owner removes a
   * moderator, and nobody the owner.
   */
  async remove(clubId: string, user: AuthUser, username: string): Promise<null> {
    const standing = await this.access.moderator(clubId, user.id);
    const target = await this.targetOf(standing, username);
    await this.drop(standing, target);
    return null;
  }

  /** A moderator bans a reader: out of the club, and they cannot rejoin or ask to. */
  async ban(clubId: string, user: AuthUser, username: string): Promise<ClubMemberView> {
    const standing = await this.access.moderator(clubId, user.id);
    const reader = await findReader(this.db.users, username);
    if (String(reader._id) === user.id) throw new BadRequestException('You cannot ban yourself');
    const existing = await this.db.clubMembers.findOne({ club: standing.club._id, user: reader._id }).lean();
    if (existing) this.assertMayActOn(standing, existing);
    await this.db.clubMembers.updateOne(
      { club: standing.club._id, user: reader._id },
      { $set: { state: 'banned', role: 'member', joinedAt: null, shownSections: [] } },
      { upsert: true },
    );
    if (existing?.state === 'member')
      await this.db.clubs.updateOne({ _id: standing.club._id }, { $inc: { memberCount: -1 } }, { timestamps: false });
    return this.memberView(standing.club._id, reader._id);
  }

  /** The owner appoints a member moderator, or makes a moderator a member again. */
  async setRole(
    clubId: string,
    user: AuthUser,
    username: string,
    role: 'moderator' | 'member',
  ): Promise<ClubMemberView> {
    const standing = await this.access.owner(clubId, user.id);
    const target = await this.targetOf(standing, username);
    if (target.state !== 'member') throw new NotFoundException('This reader is not a member of the club');
    await this.db.clubMembers.updateOne({ _id: target._id }, { $set: { role } });
    return this.memberView(standing.club._id, target.user);
  }

  /** The owner hands the club over to a member, and stays on as a moderator. */
  async handOver(clubId: string, user: AuthUser, username: string): Promise<ClubMemberView> {
    const standing = await this.access.owner(clubId, user.id);
    const target = await this.targetOf(standing, username);
    if (target.state !== 'member') throw new NotFoundException('This reader is not a member of the club');
    await this.db.clubMembers.updateOne({ _id: target._id }, { $set: { role: 'owner' } });
    await this.db.clubMembers.updateOne({ _id: standing.membership!._id }, { $set: { role: 'moderator' } });
    await this.db.clubs.updateOne({ _id: standing.club._id }, { $set: { owner: target.user } });
    return this.memberView(standing.club._id, target.user);
  }

  /** The standing of `username` in the club, which the caller may act on (never themselves or the owner). */
  private async targetOf(standing: ClubStanding, username: string): Promise<WithId<ClubMember>> {
    const reader = await findReader(this.db.users, username);
    const target = await this.db.clubMembers
      .findOne({ club: standing.club._id, user: reader._id })
      .lean<WithId<ClubMember>>();
    if (!target || target.state === 'banned') throw new NotFoundException('This reader is not in the club');
    if (String(target.user) === String(standing.membership?.user))
      throw new BadRequestException('You cannot do this to yourself');
    this.assertMayActOn(standing, target);
    return target;
  }

  private assertMayActOn(standing: ClubStanding, target: Pick<ClubMember, 'state' | 'role'>): void {
    if (target.state !== 'member') return;
    if (target.role === 'owner') throw new ForbiddenException("The club's owner cannot be removed");
    if (target.role === 'moderator' && !standing.isOwner)
      throw new ForbiddenException("Only the club's owner can do this to a moderator");
  }

  private async becomeMember(club: Types.ObjectId, user: Types.ObjectId, existing: { state: MembershipState } | null) {
    const now = new Date();
    const set = { state: 'member' as const, role: 'member' as ClubRole, joinedAt: now };
    if (existing) {
      const { modifiedCount } = await this.db.clubMembers.updateOne(
        { club, user, state: existing.state },
        { $set: set },
      );
      if (!modifiedCount) throw new ConflictException('Your standing in this club changed: try again');
    } else await this.db.clubMembers.create({ club, user, ...set }).catch(alreadyThere);
    await this.db.clubs.updateOne(
      { _id: club },
      { $inc: { memberCount: 1 }, $set: { lastActivityAt: now } },
      { timestamps: false },
    );
  }

  private async drop(standing: ClubStanding, membership: WithId<ClubMember>): Promise<void> {
    const { deletedCount } = await this.db.clubMembers.deleteOne({ _id: membership._id });
    if (deletedCount && membership.state === 'member')
      await this.db.clubs.updateOne({ _id: standing.club._id }, { $inc: { memberCount: -1 } }, { timestamps: false });
  }

  private async memberView(club: Types.ObjectId, user: Types.ObjectId): Promise<ClubMemberView> {
    const [m, readers] = await Promise.all([
      this.db.clubMembers.findOne({ club, user }).lean<WithId<ClubMember>>(),
      readerSummaries(this.db.users, [user]),
    ]);
    const reader = readers.get(String(user));
    if (!m || !reader) throw new NotFoundException('This reader is not in the club');
    return { reader, state: m.state, role: m.role, joinedAt: isoDateOrNull(m.joinedAt) };
  }
}

/** A second request racing the first (the unique index): the first one's standing holds. */
function alreadyThere(err: unknown): never {
  if ((err as { code?: number }).code === 11000)
    throw new ConflictException('Your standing in this club changed: try again');
  throw err;
}
