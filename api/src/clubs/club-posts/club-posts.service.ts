import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { isAdmin, type AuthUser } from '../../accounts/auth/auth-user';
import { BlocksService } from '../../people/blocks/blocks.service';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate, isoDateOrNull } from '../../platform/common/iso-date';
import { Collections } from '../../platform/database/collections';
import { readerSummaries } from '../../people/readers/reader-summaries';
import type { ReaderSummaryView } from '../../people/readers/reader.view';
import { ClubAccess } from '../club-members/club-access';
import { ClubNotifications } from '../club-notifications';
import { ClubScheduleService, placeOf, seenBy, toSectionView } from '../club-schedule/club-schedule.service';
import { sectionOpenTo, waitingText } from '../club-schedule/spoiler-gate';
import type { ClubPostLikeView, ClubPostView, ClubReplyView, ClubThreadView } from '../club.views';
import type { ClubPost } from './club-post.schema';

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));
const POST_NOT_FOUND = 'Post not found';
const CANNOT_INTERACT = 'You cannot interact with this reader';
/** Replies sent with each post of a thread's page (the oldest first). */
const REPLIES_PER_POST = 50;

/** The authors to read of these posts (a deleted reader's post kept for its replies has none). */
const authorsOf = (posts: Pick<ClubPost, 'author'>[]) => posts.flatMap((p) => (p.author ? [p.author] : []));

const toReply = (
  p: WithId<ClubPost>,
  authors: Map<string, ReaderSummaryView>,
  liked: ReadonlySet<string>,
): ClubReplyView => ({
  _id: String(p._id),
  section: String(p.section),
  parent: p.parent ? String(p.parent) : null,
  author: (p.author && authors.get(String(p.author))) || null,
  body: p.body,
  pinned: p.pinned,
  replyCount: p.replyCount,
  likeCount: Math.max(0, p.likeCount ?? 0),
  likedByMe: liked.has(String(p._id)),
  createdAt: isoDate(p.createdAt),
  editedAt: isoDateOrNull(p.editedAt),
});

/** The discussion of a club's sections: each thread behind the spoiler gate, posts with one level of replies. */
@Injectable()
export class ClubPostsService {
  constructor(
    private readonly db: Collections,
    private readonly access: ClubAccess,
    private readonly schedule: ClubScheduleService,
    private readonly blocks: BlocksService,
    private readonly told: ClubNotifications,
  ) {}

  /**
   * A section's thread: its posts (pinned first, then oldest first, each with its replies) when the spoiler gate opens
   * for the caller; otherwise how many posts wait and until where, and no post. Posts of readers blocked either way
   * are left out. A bounded number of reads whatever the thread's size.
   */
  async thread(
    clubId: string,
    sectionId: string,
    user: AuthUser | undefined,
    page = 1,
    limit = 20,
  ): Promise<ClubThreadView> {
    const standing = await this.access.content(clubId, user?.id);
    const section = await this.schedule.section(standing, sectionId);
    const place = await placeOf(this.db, standing, user?.id, section.book);
    const view = toSectionView(section, place, seenBy(standing));
    if (!view.open)
      return {
        section: view,
        waiting: section.postCount,
        waitingText: waitingText(section.postCount, section),
        posts: [],
        page,
        hasMore: false,
      };
    // A member reading an open thread has seen its posts (the section's unread count).
    if (standing.isMember) {
      await this.db.clubMembers.updateOne(
        { _id: standing.membership!._id },
        { $set: { [`seenPosts.${String(section._id)}`]: section.postCount } },
        { timestamps: false },
      );
      view.unread = 0;
    }
    const hidden = await this.blocks.hiddenFrom(user?.id);
    const notHidden = hidden.length ? { author: trusted({ $nin: hidden }) } : {};
    const rows = await this.db.clubPosts
      .find({ section: section._id, parent: null, ...notHidden })
      .sort({ pinned: -1, createdAt: 1, _id: 1 })
      .skip((page - 1) * limit)
      .limit(limit + 1)
      .lean<WithId<ClubPost>[]>();
    const posts = rows.slice(0, limit);
    const replies = posts.some((p) => p.replyCount > 0)
      ? await this.db.clubPosts
          .find({ parent: trusted({ $in: posts.map((p) => p._id) }), ...notHidden })
          .sort({ parent: 1, createdAt: 1, _id: 1 })
          .lean<WithId<ClubPost>[]>()
      : [];
    const [authors, liked] = await Promise.all([
      readerSummaries(this.db.users, authorsOf([...posts, ...replies])),
      this.likedOf(user?.id, [...posts, ...replies]),
    ]);
    const repliesOf = new Map<string, ClubReplyView[]>();
    for (const r of replies) {
      const list = repliesOf.get(String(r.parent)) ?? [];
      if (list.length < REPLIES_PER_POST) list.push(toReply(r, authors, liked));
      repliesOf.set(String(r.parent), list);
    }
    return {
      section: view,
      waiting: 0,
      waitingText: null,
      posts: posts.map((p) => ({ ...toReply(p, authors, liked), replies: repliesOf.get(String(p._id)) ?? [] })),
      page,
      hasMore: rows.length > limit,
    };
  }

  /**
   * A member posts in a section's thread, or replies to a post of it. Posting opens the section for its author (they
   * are past the point of spoilers, or chose to be). Replying to a reader blocked either way is refused.
   */
  async create(
    clubId: string,
    sectionId: string,
    user: AuthUser,
    body: string,
    parentId?: string,
  ): Promise<ClubPostView> {
    const standing = await this.access.member(clubId, user.id);
    const section = await this.schedule.section(standing, sectionId);
    let parent: WithId<ClubPost> | null = null;
    if (parentId) {
      parent = await this.db.clubPosts.findOne({ _id: oid(parentId) }).lean<WithId<ClubPost>>();
      if (!parent || String(parent.section) !== sectionId) throw new NotFoundException(POST_NOT_FOUND);
      if (parent.parent) throw new BadRequestException('Reply to the post, not to a reply');
      if (await this.blocks.between(user.id, parent.author)) throw new ForbiddenException(CANNOT_INTERACT);
    }
    const post = await this.db.clubPosts.create({
      club: standing.club._id,
      section: section._id,
      author: oid(user.id),
      parent: parent?._id ?? null,
      body,
    });
    const shown = standing.membership!.shownSections ?? [];
    await Promise.all([
      this.db.clubSections.updateOne({ _id: section._id }, { $inc: { postCount: 1 } }, { timestamps: false }),
      this.db.clubs.updateOne(
        { _id: standing.club._id },
        { $set: { lastActivityAt: new Date() } },
        { timestamps: false },
      ),
      parent
        ? this.db.clubPosts.updateOne({ _id: parent._id }, { $inc: { replyCount: 1 } }, { timestamps: false })
        : null,
      // Its author has seen their own post; posting opens the section for them.
      this.db.clubMembers.updateOne(
        { _id: standing.membership!._id },
        {
          $inc: { [`seenPosts.${sectionId}`]: 1 },
          ...(shown.some((id) => String(id) === sectionId) ? {} : { $set: { shownSections: [...shown, section._id] } }),
        },
        { timestamps: false },
      ),
    ]);
    if (parent) await this.told.replied(standing.club, section, parent, post);
    return this.view(post._id, user.id);
  }

  /** The author edits their post. */
  async edit(postId: string, user: AuthUser, body: string): Promise<ClubPostView> {
    const post = await this.find(postId);
    if (String(post.author) !== user.id) throw new ForbiddenException('You can only edit your own posts');
    await this.access.member(String(post.club), user.id);
    await this.db.clubPosts.updateOne({ _id: post._id }, { $set: { body, editedAt: new Date() } });
    return this.view(post._id, user.id);
  }

  /** Its author or a moderator (or an administrator) deletes a post, with its replies. */
  async remove(postId: string, user: AuthUser): Promise<null> {
    const post = await this.find(postId);
    if (String(post.author) !== user.id && !isAdmin(user)) await this.access.moderator(String(post.club), user.id);
    const { deletedCount } = await this.db.clubPosts.deleteOne({ _id: post._id });
    if (!deletedCount) return null;
    const replies = post.parent ? { deletedCount: 0 } : await this.db.clubPosts.deleteMany({ parent: post._id });
    await Promise.all([
      // Its likes go with it (a post's: its replies' too).
      post.parent
        ? this.db.clubPostLikes.deleteMany({ post: post._id })
        : this.db.clubPostLikes.deleteMany({ thread: post._id }),
      this.db.clubSections.updateOne(
        { _id: post.section },
        { $inc: { postCount: -(1 + replies.deletedCount) } },
        { timestamps: false },
      ),
      post.parent
        ? this.db.clubPosts.updateOne({ _id: post.parent }, { $inc: { replyCount: -1 } }, { timestamps: false })
        : null,
    ]);
    return null;
  }

  /** A moderator pins a post to the top of its thread, or unpins it. */
  async pin(postId: string, user: AuthUser, pinned: boolean): Promise<ClubPostView> {
    const post = await this.find(postId);
    await this.access.moderator(String(post.club), user.id);
    if (post.parent) throw new BadRequestException('Only a post, not a reply, is pinned');
    await this.db.clubPosts.updateOne({ _id: post._id }, { $set: { pinned } }, { timestamps: false });
    return this.view(post._id, user.id);
  }

  /**
   * A member likes a post or reply they may see (its section open to them), not their own, nor one of a reader blocked
   * either way. Liking twice is one like (the unique index); the post's likeCount moves only when a like was added.
   */
  async like(postId: string, user: AuthUser): Promise<ClubPostLikeView> {
    const post = await this.find(postId);
    if (!post.author) throw new NotFoundException(POST_NOT_FOUND);
    const standing = await this.access.member(String(post.club), user.id);
    const section = await this.schedule.section(standing, String(post.section));
    const place = await placeOf(this.db, standing, user.id, section.book);
    if (!sectionOpenTo(section, place)) throw new ForbiddenException('Reach this section before you like its posts');
    if (String(post.author) === user.id) throw new BadRequestException('You cannot like your own post');
    if (await this.blocks.between(user.id, post.author)) throw new ForbiddenException(CANNOT_INTERACT);
    try {
      await this.db.clubPostLikes.create({
        post: post._id,
        user: oid(user.id),
        thread: post.parent ?? post._id,
        club: post.club,
      });
    } catch (err) {
      if (duplicateKeyField(err) === null) throw err;
      return { liked: true, likeCount: Math.max(0, post.likeCount ?? 0) };
    }
    return { liked: true, likeCount: await this.countLike(post._id, 1) };
  }

  /** Takes a like back; nothing to take back is no error (the screen may be stale). */
  async unlike(postId: string, user: AuthUser): Promise<ClubPostLikeView> {
    const post = await this.find(postId);
    const removed = await this.db.clubPostLikes.deleteOne({ post: post._id, user: oid(user.id) });
    return {
      liked: false,
      likeCount: removed.deletedCount ? await this.countLike(post._id, -1) : Math.max(0, post.likeCount ?? 0),
    };
  }

  /** Moves the post's likeCount by `by` and answers the new count (0 when the post went meanwhile). */
  private async countLike(postId: Types.ObjectId, by: 1 | -1): Promise<number> {
    const after = await this.db.clubPosts
      .findOneAndUpdate(
        { _id: postId },
        { $inc: { likeCount: by } },
        { returnDocument: 'after', timestamps: false, projection: { likeCount: 1 } },
      )
      .lean();
    return Math.max(0, after?.likeCount ?? 0);
  }

  /** Which of these posts the caller likes: one read, none for a visitor or an empty page. */
  private async likedOf(userId: string | undefined, posts: WithId<ClubPost>[]): Promise<Set<string>> {
    if (!userId || !posts.length) return new Set();
    const rows = await this.db.clubPostLikes
      .find({ post: trusted({ $in: posts.map((p) => p._id) }), user: oid(userId) })
      .select('post')
      .lean();
    return new Set(rows.map((r) => String(r.post)));
  }

  private async find(postId: string): Promise<WithId<ClubPost>> {
    const post = await this.db.clubPosts.findOne({ _id: oid(postId) }).lean<WithId<ClubPost>>();
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }

  /** A post just written by the caller, as they see it. */
  private async view(id: Types.ObjectId, userId: string): Promise<ClubPostView> {
    const post = await this.find(String(id));
    const [authors, liked] = await Promise.all([
      readerSummaries(this.db.users, authorsOf([post])),
      this.likedOf(userId, [post]),
    ]);
    return post.parent ? toReply(post, authors, liked) : { ...toReply(post, authors, liked), replies: [] };
  }
}
