import { Injectable, type OnModuleInit } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { NotificationsService, type NotificationInput } from '../conversation/notifications/notifications.service';
import { BlocksService } from '../people/blocks/blocks.service';
import type { WithId } from '../platform/common/find-by-ids';
import { Collections } from '../platform/database/collections';
import type { ClubMember } from './club-members/club-member.schema';
import type { ClubPost } from './club-posts/club-post.schema';
import type { ClubSection } from './club-schedule/club-section.schema';
import { readerFraction, sectionOpenTo } from './club-schedule/spoiler-gate';
import type { Club } from './clubs/club.schema';

type Id = Types.ObjectId | string;
const oid = (id: Id) => new Types.ObjectId(String(id));
type ClubRef = Pick<WithId<Club>, '_id' | 'name'>;
const about = (club: ClubRef) => ({ _id: club._id, name: club.name });

/**
 * What clubs tell readers (the bell): an invitation, a request to join (to the club's owner and moderators), an
 * accepted request, a reply to a member's post, a section of the read opening. A member who muted a club is told
 * nothing of it; nobody is told of a reader a block stands between them and. A reply's text is told only where the
 * spoiler gate lets its reader see it. A section opening is worked out when a member reads their notifications (there
 * is no scheduler): the sections whose due date passed since they last read them, in the clubs they have not muted.
 */
@Injectable()
export class ClubNotifications implements OnModuleInit {
  constructor(
    private readonly db: Collections,
    private readonly notifications: NotificationsService,
    private readonly blocks: BlocksService,
  ) {}

  onModuleInit(): void {
    this.notifications.addCatchUp((userId) => this.sectionsOpened(userId));
  }

  /** A moderator invited a reader. */
  invited(club: ClubRef, moderator: Id, reader: Id): Promise<void> {
    return this.notifications.notify({
      recipient: reader,
      type: 'club-invitation',
      actor: moderator,
      club: about(club),
    });
  }

  /** A moderator accepted a reader's request to join. */
  accepted(club: ClubRef, moderator: Id, reader: Id): Promise<void> {
    return this.notifications.notify({ recipient: reader, type: 'club-accepted', actor: moderator, club: about(club) });
  }

  /** A reader asked to join: the club's owner and moderators who have not muted it, and are not blocked either way. */
  async requested(club: ClubRef, reader: Id): Promise<void> {
    const [moderators, hidden] = await Promise.all([
      this.db.clubMembers
        .find({
          club: club._id,
          state: 'member',
          role: trusted({ $in: ['owner', 'moderator'] }),
          muted: trusted({ $ne: true }),
        })
        .select('user')
        .lean(),
      this.blocks.hiddenFrom(String(reader)),
    ]);
    const shut = new Set(hidden.map(String));
    await this.notifications.notifyMany(
      moderators
        .filter((m) => !shut.has(String(m.user)))
        .map((m) => ({ recipient: m.user, type: 'club-request' as const, actor: reader, club: about(club) })),
    );
  }

  /**
   * A member replied to a post: its author is told, when still a member who has not muted the club; with the reply's
   * first words only when the spoiler gate opens the section to them (their progress, or their choice to see it).
   */
  async replied(
    club: ClubRef,
    section: WithId<ClubSection>,
    post: WithId<ClubPost>,
    reply: Pick<WithId<ClubPost>, '_id' | 'author' | 'body'>,
  ): Promise<void> {
    if (!post.author) return;
    const membership = await this.db.clubMembers
      .findOne({ club: club._id, user: post.author })
      .select('state muted shownSections')
      .lean<WithId<ClubMember>>();
    if (membership?.state !== 'member' || membership.muted) return;
    const place = {
      fraction: await readerFraction(this.db, String(post.author), section.book),
      shownSections: membership.shownSections ?? [],
    };
    await this.notifications.notify({
      recipient: post.author,
      type: 'club-reply',
      actor: reply.author,
      club: {
        ...about(club),
        section: { _id: section._id, title: section.title },
        post: reply._id,
        text: sectionOpenTo(section, place) ? reply.body : null,
      },
    });
  }

  /**
   * The sections whose due date passed since the reader last read their notifications, in the clubs they are a member
   * of and have not muted, each told once. A fixed number of commands, whatever the number of clubs: their
   * memberships, the sections due (one $in), the clubs' names, the notifications (one write) and the marks moved on.
   */
  async sectionsOpened(userId: string): Promise<void> {
    const user = oid(userId);
    const memberships = await this.db.clubMembers
      .find({ user, state: 'member' })
      .select('club muted joinedAt sectionsToldAt')
      .lean<WithId<ClubMember>[]>();
    if (!memberships.length) return;
    const now = new Date();
    const since = new Map(
      memberships.filter((m) => !m.muted).map((m) => [String(m.club), m.sectionsToldAt ?? m.joinedAt ?? now] as const),
    );
    const earliest = Math.min(...[...since.values()].map((d) => d.getTime()));
    const due = since.size
      ? (
          await this.db.clubSections
            .find({
              club: trusted({ $in: [...since.keys()].map(oid) }),
              dueDate: trusted({ $gt: new Date(earliest), $lte: now }),
            })
            .select('club title dueDate')
            .lean<WithId<ClubSection>[]>()
        ).filter((s) => s.dueDate! > since.get(String(s.club))!)
      : [];
    if (due.length) {
      const clubs = await this.db.clubs
        .find({ _id: trusted({ $in: [...new Set(due.map((s) => String(s.club)))].map(oid) }) })
        .select('name')
        .lean<ClubRef[]>();
      const names = new Map(clubs.map((c) => [String(c._id), c.name]));
      const told: NotificationInput[] = due.flatMap((s) =>
        names.has(String(s.club))
          ? [
              {
                recipient: user,
                type: 'club-section' as const,
                actor: null,
                club: { _id: s.club, name: names.get(String(s.club))!, section: { _id: s._id, title: s.title } },
                onceKey: `${userId}:club-section:${String(s._id)}`,
              },
            ]
          : [],
      );
      await this.notifications.notifyMany(told);
    }
    // Muted clubs' marks move on too: unmuting tells nothing of what passed meanwhile.
    await this.db.clubMembers.updateMany(
      { user, state: 'member' },
      { $set: { sectionsToldAt: now } },
      { timestamps: false },
    );
  }
}
