import { Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { ActivityLog } from '../../people/activity/activity.log';
import { ClubCascades } from '../../clubs/club.cascades';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { ReportsService } from '../../moderation/reports/reports.service';
import type { WithId } from '../../platform/common/find-by-ids';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import { Suggestion } from '../../moderation/suggestions/suggestion.schema';
import { UPLOADS_PATH } from '../../platform/upload/serve-uploads';
import { UploadService } from '../../platform/upload/upload.service';
import { Collections } from '../../platform/database/collections';

/**
 * What deleting an account does to other collections, all in this file. Everything the reader owns goes (their
 * reviews with their likes and comments, their likes, comments and blocks); the books they reviewed get their ratings
 * recomputed, the reviews they liked or commented on their counts, the readers they followed or who followed them their counts fixed,
 * and the suggestions they asked for lose their request (an open one nobody else asked for goes too).
 * What they were told goes, and so do their open reports (reports of their content stay for the administrators).
 * Every step may run again: a deletion cut short is finished by the next attempt.
 */
@Injectable()
export class AccountCascades {
  constructor(
    private readonly db: Collections,
    private readonly reviewCascades: ReviewCascades,
    private readonly uploadService: UploadService,
    private readonly activity: ActivityLog,
    private readonly notifications: NotificationsService,
    private readonly reports: ReportsService,
    private readonly clubs: ClubCascades,
  ) {}

  async deleting(userId: string): Promise<void> {
    const id = new Types.ObjectId(userId);
    const reviewed = await this.db.reviews.find({ user: id }).select('book').lean();
    await this.db.reviews.deleteMany({ user: id });
    await Promise.all([
      this.reviewCascades.ratingsChanged(reviewed.map((r) => r.book)),
      this.reviewCascades.reviewsRemoved(reviewed.map((r) => r._id)),
    ]);
    await Promise.all([
      this.removeReactions(id),
      this.db.blocks.deleteMany({ blocker: id }),
      this.db.blocks.deleteMany({ blocked: id }),
      this.db.readingList.deleteMany({ user: id }),
      this.db.goals.deleteMany({ user: id }),
      this.db.imports.deleteMany({ user: id }),
      this.activity.actorRemoved(id),
      this.endFollows(id),
      this.withdrawSuggestions(id),
      this.notifications.recipientRemoved(id),
      this.reports.reporterRemoved(id),
      this.clubs.readerRemoved(id),
    ]);
  }

  /**
   * Once the user is gone: their uploads, unless something else shows them (a cover an administrator uploaded), and
   * their quota's counter. One release per upload: a reader keeps a handful, and this runs once per account.
   */
  async deleted(userId: string): Promise<void> {
    // Ids go as strings, cast by the schemas (as UploadQuota does): an uploads' `uploader` is kept as one.
    const uploads = await this.db.uploads.find({ uploader: userId }).select('filename').lean();
    for (const upload of uploads) await this.uploadService.releaseImage(`${UPLOADS_PATH}/${upload.filename}`, userId);
    if (!(await this.db.uploads.exists({ uploader: userId }))) await this.db.uploadUsage.deleteOne({ _id: userId });
  }

  /**
   * The reader's likes and comments on other readers' reviews go, and those reviews' counts are recounted from what
   * is left (one aggregation per collection; a second attempt recounts the same).
   */
  private async removeReactions(id: Types.ObjectId): Promise<void> {
    const [liked, commented] = await Promise.all([
      this.db.likes.find({ user: id }).select('review').lean(),
      this.db.comments.find({ user: id }).select('review').lean(),
    ]);
    await Promise.all([this.db.likes.deleteMany({ user: id }), this.db.comments.deleteMany({ user: id })]);
    await this.reviewCascades.reactionsRemoved([...liked, ...commented].map((r) => r.review));
  }

  /** Both ways; the other readers' counts lose this reader (one update per side, whatever the number). */
  private async endFollows(id: Types.ObjectId): Promise<void> {
    const [followed, followers] = await Promise.all([
      this.db.follows.find({ follower: id, status: 'accepted' }).select('followee').lean(),
      this.db.follows.find({ followee: id, status: 'accepted' }).select('follower').lean(),
    ]);
    // Deleted first, so that a second attempt does not count them twice.
    await Promise.all([this.db.follows.deleteMany({ follower: id }), this.db.follows.deleteMany({ followee: id })]);
    await Promise.all([
      followed.length &&
        this.db.users.updateMany(
          { _id: trusted({ $in: followed.map((f) => f.followee) }) },
          { $inc: { followerCount: -1 } },
          { timestamps: false },
        ),
      followers.length &&
        this.db.users.updateMany(
          { _id: trusted({ $in: followers.map((f) => f.follower) }) },
          { $inc: { followingCount: -1 } },
          { timestamps: false },
        ),
    ]);
  }

  /** The reader's requests leave the suggestions; an open suggestion left without readers is withdrawn. */
  private async withdrawSuggestions(id: Types.ObjectId): Promise<void> {
    const asked = await this.db.suggestions
      .find({ 'requests.user': id })
      .select('requests status version')
      .lean<WithId<Suggestion>[]>();
    if (!asked.length) return;
    const mine = (r: { user: Types.ObjectId }) => String(r.user) === String(id);
    await this.db.suggestions.bulkWrite(
      asked.map((s) => {
        const requests = s.requests.filter((r) => !mine(r));
        const count = new Set(requests.map((r) => String(r.user))).size;
        return count === 0 && s.status === 'open'
          ? { deleteOne: { filter: { _id: s._id, version: s.version } } }
          : {
              updateOne: {
                filter: { _id: s._id, version: s.version },
                update: { $set: { requests, count }, $inc: { version: 1 } },
              },
            };
      }),
      { ordered: false },
    );
  }
}
