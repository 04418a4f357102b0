import { ForbiddenException, Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { isAdmin, type AuthUser } from '../../accounts/auth/auth-user';
import { Paged } from '../../platform/common/api-response';
import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate, isoDateOrNull } from '../../platform/common/iso-date';
import { pagedTotal, searchKey, searchKeyPattern } from '../../platform/common/query-helpers';
import { Collections } from '../../platform/database/collections';
import { readerSummaries } from '../../people/readers/reader-summaries';
import { UPLOADED_IMAGE_URL, UploadService } from '../../platform/upload/upload.service';
import { ClubAccess } from '../club-members/club-access';
import type { ClubMember, ClubRole, MembershipState } from '../club-members/club-member.schema';
import type { ClubPost } from '../club-posts/club-post.schema';
import type { ClubView, MyClubView } from '../club.views';
import type { Club } from './club.schema';
import { CLUB_SUMMARY_FIELDS, toClubStanding, toClubSummary } from './club-summary';
import type { ClubDirectoryQueryDto, CreateClubDto, UpdateClubDto } from './dto/club.dto';

const MY_CLUBS_LIMIT = 200;

export interface ExportedClub {
  _id: string;
  name: string;
  state: MembershipState;
  role: ClubRole | null;
  joinedAt: string | null;
}

export interface ExportedClubPost {
  _id: string;
  club: string;
  section: string;
  parent: string | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
}

/** Clubs themselves: the directory, a club's page, starting and deleting one. */
@Injectable()
export class ClubsService {
  constructor(
    private readonly db: Collections,
    private readonly access: ClubAccess,
    private readonly uploads: UploadService,
  ) {}

  /** Public and private clubs (not suspended) by members or recent activity, searched by name; one read (and a count). */
  async directory(query: ClubDirectoryQueryDto): Promise<Paged<ReturnType<typeof toClubSummary>>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const filter = {
      suspended: trusted({ $ne: true }),
      ...(query.search ? { nameSearchKey: searchKeyPattern(query.search) } : {}),
    };
    const sort: Record<string, 1 | -1> =
      query.sort === 'activity' ? { lastActivityAt: -1, _id: -1 } : { memberCount: -1, _id: -1 };
    const rows = await this.db.clubs
      .find(filter)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<Club>[]>();
    const total = await pagedTotal(page, limit, rows.length, () => this.db.clubs.countDocuments(filter));
    return new Paged(
      rows.map((club) => toClubSummary(club)),
      { total, page, limit, hasMore: page * limit < total },
    );
  }

  /** "Your clubs": the caller's memberships, invitations and requests, the latest first (two reads). */
  async mine(user: AuthUser): Promise<MyClubView[]> {
    const memberships = await this.db.clubMembers
      .find({ user: new Types.ObjectId(user.id), state: trusted({ $in: ['member', 'invited', 'requested'] }) })
      .sort({ updatedAt: -1, _id: -1 })
      .limit(MY_CLUBS_LIMIT)
      .select('club state role muted')
      .lean<WithId<ClubMember>[]>();
    if (!memberships.length) return [];
    const clubs = await this.db.clubs
      .find({ _id: trusted({ $in: memberships.map((m) => m.club) }) })
      .select(CLUB_SUMMARY_FIELDS)
      .lean<WithId<Club>[]>();
    const byId = new Map(clubs.map((c) => [String(c._id), c]));
    return memberships.flatMap((m) => {
      const club = byId.get(String(m.club));
      return club && !club.suspended
        ? [
            {
              ...toClubSummary(club, club.visibility === 'public' || m.state === 'member'),
              viewer: toClubStanding(m),
            },
          ]
        : [];
    });
  }

  async create(user: AuthUser, dto: CreateClubDto): Promise<ClubView> {
    const coverImage = dto.coverImage ?? '';
    if (coverImage) await this.assertOwnUpload(coverImage, user.id);
    const now = new Date();
    const club = await this.db.clubs.create({
      name: dto.name,
      nameSearchKey: searchKey(dto.name),
      description: dto.description ?? '',
      visibility: dto.visibility ?? 'public',
      coverImage,
      owner: new Types.ObjectId(user.id),
      memberCount: 1,
      lastActivityAt: now,
    });
    await this.db.clubMembers.create({
      club: club._id,
      user: new Types.ObjectId(user.id),
      state: 'member',
      role: 'owner',
      joinedAt: now,
    });
    return this.view(String(club._id), user);
  }

  /**
   * Its owner or a moderator edits the club: its name, description, visibility or cover (an image they uploaded, or ''
   * for none). A cover replaced or removed is let go once nothing shows it.
   */
  async update(id: string, user: AuthUser, dto: UpdateClubDto): Promise<ClubView> {
    const { club } = await this.access.moderator(id, user.id);
    const set: Partial<Club> = {};
    if (dto.name !== undefined) Object.assign(set, { name: dto.name, nameSearchKey: searchKey(dto.name) });
    if (dto.description !== undefined) set.description = dto.description;
    if (dto.visibility !== undefined) set.visibility = dto.visibility;
    const previousCover = club.coverImage ?? '';
    if (dto.coverImage !== undefined && dto.coverImage !== previousCover) {
      if (dto.coverImage) await this.assertOwnUpload(dto.coverImage, user.id);
      set.coverImage = dto.coverImage;
    }
    if (Object.keys(set).length) await this.db.clubs.updateOne({ _id: club._id }, { $set: set });
    if (set.coverImage !== undefined) await this.uploads.releaseImage(previousCover);
    return this.view(id, user);
  }

  /**
   * A club's page: for a private club's non-members, its summary and their standing only. A suspended club's is 410,
   * but to an administrator.
   */
  async view(id: string, user: AuthUser | undefined): Promise<ClubView> {
    const standing = await this.access.standing(id, user?.id, !!user && isAdmin(user));
    const { club, membership } = standing;
    const view: ClubView = { ...toClubSummary(club), viewer: toClubStanding(membership) };
    if (!standing.maySeeContent) return view;
    const [owners, book] = await Promise.all([
      readerSummaries(this.db.users, [club.owner]),
      club.currentBook
        ? this.db.books.findOne({ _id: club.currentBook }).select('title pageCount').lean()
        : Promise.resolve(null),
    ]);
    return {
      ...view,
      ...toClubSummary(club, true),
      owner: owners.get(String(club.owner)) ?? null,
      currentRead: book ? { _id: String(book._id), title: book.title, pageCount: book.pageCount ?? null } : null,
      pastReads: (club.pastReads ?? []).map((r) => ({
        book: String(r.book),
        title: r.title,
        finishedAt: isoDate(r.finishedAt),
      })),
      createdAt: isoDate(club.createdAt),
    };
  }

  /** By its owner (or an administrator): the club, its members, schedule and posts go. */
  async remove(id: string, user: AuthUser): Promise<null> {
    const standing = await this.access.standing(id, user.id);
    if (!standing.isOwner && !isAdmin(user)) throw new ForbiddenException("Only the club's owner can do this");
    await this.delete(standing.club._id);
    return null;
  }

  /** The club goes with its members, schedule, discussion and likes; its cover once nothing else shows it. */
  async delete(id: Types.ObjectId): Promise<void> {
    const club = await this.db.clubs.findOne({ _id: id }).select('coverImage').lean();
    if (!club) return;
    await this.db.clubs.deleteOne({ _id: id });
    await Promise.all([
      this.db.clubMembers.deleteMany({ club: id }),
      this.db.clubSections.deleteMany({ club: id }),
      this.db.clubPosts.deleteMany({ club: id }),
      this.db.clubPostLikes.deleteMany({ club: id }),
    ]);
    await this.uploads.releaseImage(club.coverImage);
  }

  /**
   * What the reader's export holds of clubs: their standing in each, and their own posts and replies (their own text,
   * which the spoiler gate never hides from its author; others' posts are not theirs to export).
   */
  async exportOf(userId: string): Promise<{ clubs: ExportedClub[]; clubPosts: ExportedClubPost[] }> {
    const user = new Types.ObjectId(userId);
    const [memberships, posts] = await Promise.all([
      this.db.clubMembers
        .find({ user, state: trusted({ $in: ['member', 'invited', 'requested'] }) })
        .sort({ updatedAt: -1, _id: -1 })
        .lean<WithId<ClubMember>[]>(),
      this.db.clubPosts.find({ author: user }).sort({ createdAt: -1 }).lean<WithId<ClubPost>[]>(),
    ]);
    const clubs = memberships.length
      ? await this.db.clubs
          .find({ _id: trusted({ $in: memberships.map((m) => m.club) }) })
          .select('name')
          .lean()
      : [];
    const names = new Map(clubs.map((c) => [String(c._id), c.name]));
    return {
      clubs: memberships.flatMap((m) =>
        names.has(String(m.club))
          ? [
              {
                _id: String(m.club),
                name: names.get(String(m.club))!,
                state: m.state,
                role: m.state === 'member' ? m.role : null,
                joinedAt: isoDateOrNull(m.joinedAt),
              },
            ]
          : [],
      ),
      clubPosts: posts.map((p) => ({
        _id: String(p._id),
        club: String(p.club),
        section: String(p.section),
        parent: p.parent ? String(p.parent) : null,
        body: p.body,
        createdAt: isoDate(p.createdAt),
        editedAt: isoDateOrNull(p.editedAt),
      })),
    };
  }

  private async assertOwnUpload(url: string, userId: string): Promise<void> {
    const publicId = url.match(UPLOADED_IMAGE_URL)?.[1];
    const upload = publicId && (await this.db.uploads.findOne({ publicId }, { uploader: 1 }).lean());
    if (!upload || String(upload.uploader) !== userId)
      throw new ForbiddenException("The club's cover must be an image you uploaded");
  }
}
