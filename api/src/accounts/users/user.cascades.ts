import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { PublicReadChanges } from '../../platform/common/http-cache/public-cache';
import { toUserSummary } from '../../conversation/reviews/review-user-summary';
import type { User } from './user.schema';
import { Collections } from '../../platform/database/collections';
import { UploadService } from '../../platform/upload/upload.service';

/** What a change of a user's profile does to other collections, all in this file; AuthService calls it after each write. */
@Injectable()
export class UserCascades {
  constructor(
    private readonly db: Collections,
    private readonly publicReads: PublicReadChanges,
    private readonly uploads: UploadService,
  ) {}

  /** A new username or avatar shows on the user's reviews (the summary each keeps): one update. */
  async profileChanged(id: string, user: Pick<User, 'username' | 'avatar'>): Promise<void> {
    const { modifiedCount } = await this.db.reviews.updateMany(
      { user: new Types.ObjectId(id) },
      { $set: { userSummary: toUserSummary(user) } },
      { timestamps: false },
    );
    // Reviews are public reads: cached answers that show the old name or avatar must go (a reader without reviews, or
    // a profile edit that changes neither, changes none).
    if (modifiedCount > 0) this.publicReads.changed();
  }

  /**
   * A reader's avatar replaced or removed (by the reader, or by a moderator removing their profile's content): their
   * reviews show the new one, and the previous image, if they uploaded it, is released: no longer served at its URL
   * once nothing else uses it, nor counted in their quota. The same avatar again changes nothing.
   */
  async avatarChanged(id: string, user: Pick<User, 'username' | 'avatar'>, previous: string): Promise<void> {
    if (previous === user.avatar) return;
    await Promise.all([this.profileChanged(id, user), this.uploads.releaseImage(previous, id)]);
  }
}
