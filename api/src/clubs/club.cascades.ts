import { Injectable } from '@nestjs/common';
import { trusted, type Types } from 'mongoose';
import type { WithId } from '../platform/common/find-by-ids';
import { Collections } from '../platform/database/collections';
import type { ClubMember } from './club-members/club-member.schema';
import type { ClubPost } from './club-posts/club-post.schema';

/**
 * What a reader's leaving the product does to clubs (AccountCascades calls it). The clubs they own pass to their
 * longest-serving moderator, else member, else go; their memberships go (the clubs' counts with them); their posts go,
 * but a post others replied to keeps its place, without text or author ("a deleted reader"), so the replies stay.
 * Every step may run again.
 */
@Injectable()
export class ClubCascades {
  constructor(private readonly db: Collections) {}

  async readerRemoved(id: Types.ObjectId): Promise<void> {
    await this.handOverClubsOf(id);
    await Promise.all([this.removeMemberships(id), this.removePosts(id), this.removeLikes(id)]);
  }

  /** The reader's likes go, and the posts they were on count one less each. */
  private async removeLikes(id: Types.ObjectId): Promise<void> {
    const likes = await this.db.clubPostLikes.find({ user: id }).select('post').lean();
    if (!likes.length) return;
    // Deleted first, so that a second attempt does not count them twice.
    await this.db.clubPostLikes.deleteMany({ user: id });
    await this.db.clubPosts.updateMany(
      { _id: trusted({ $in: likes.map((l) => l.post) }) },
      { $inc: { likeCount: -1 } },
      { timestamps: false },
    );
  }

  /** One club at a time: a reader owns a few. */
  private async handOverClubsOf(id: Types.ObjectId): Promise<void> {
    const owned = await this.db.clubs.find({ owner: id }).select('_id').lean();
    for (const { _id: club } of owned) {
      const heir =
        (await this.longestServing(club, id, 'moderator')) ?? (await this.longestServing(club, id, 'member'));
      if (!heir) {
        await this.db.clubs.deleteOne({ _id: club });
        await Promise.all([
          this.db.clubMembers.deleteMany({ club }),
          this.db.clubSections.deleteMany({ club }),
          this.db.clubPosts.deleteMany({ club }),
          this.db.clubPostLikes.deleteMany({ club }),
        ]);
        continue;
      }
      await this.db.clubMembers.updateOne({ _id: heir._id }, { $set: { role: 'owner' } });
      await this.db.clubs.updateOne({ _id: club }, { $set: { owner: heir.user } });
    }
  }

  private longestServing(club: Types.ObjectId, leaving: Types.ObjectId, role: 'moderator' | 'member') {
    return this.db.clubMembers
      .findOne({ club, state: 'member', role, user: trusted({ $ne: leaving }) })
      .sort({ joinedAt: 1, _id: 1 })
      .lean<WithId<ClubMember>>();
  }

  private async removeMemberships(id: Types.ObjectId): Promise<void> {
    const memberOf = await this.db.clubMembers.find({ user: id, state: 'member' }).select('club').lean();
    // Deleted first, so that a second attempt does not count them twice.
    await this.db.clubMembers.deleteMany({ user: id });
    if (memberOf.length)
      await this.db.clubs.updateMany(
        { _id: trusted({ $in: memberOf.map((m) => m.club) }) },
        { $inc: { memberCount: -1 } },
        { timestamps: false },
      );
  }

  private async removePosts(id: Types.ObjectId): Promise<void> {
    const posts = await this.db.clubPosts
      .find({ author: id })
      .select('section parent replyCount')
      .lean<WithId<ClubPost>[]>();
    const kept = posts.filter((p) => !p.parent && p.replyCount > 0);
    const gone = posts.filter((p) => !kept.includes(p));
    if (kept.length)
      await this.db.clubPosts.updateMany(
        { _id: trusted({ $in: kept.map((p) => p._id) }) },
        { $set: { body: '', pinned: false }, $unset: { author: 1 } },
        { timestamps: false },
      );
    if (!gone.length) return;
    await this.db.clubPosts.deleteMany({ _id: trusted({ $in: gone.map((p) => p._id) }) });
    await this.db.clubPostLikes.deleteMany({ post: trusted({ $in: gone.map((p) => p._id) }) });
    const bySection = countBy(gone.map((p) => String(p.section)));
    const byParent = countBy(gone.flatMap((p) => (p.parent ? [String(p.parent)] : [])));
    await Promise.all([
      this.db.clubSections.bulkWrite(
        [...bySection].map(([section, n]) => ({
          updateOne: { filter: { _id: section }, update: { $inc: { postCount: -n } }, timestamps: false },
        })),
      ),
      byParent.size &&
        this.db.clubPosts.bulkWrite(
          [...byParent].map(([parent, n]) => ({
            updateOne: { filter: { _id: parent }, update: { $inc: { replyCount: -n } }, timestamps: false },
          })),
        ),
    ]);
  }
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
