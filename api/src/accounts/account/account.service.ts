import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { passwordMatches } from '../auth/password-hash';
import { SecurityLog } from '../../platform/security-log/security-log';
import { toPublicUser, type PublicUser } from '../users/public-user';
import type { Privacy } from '../users/privacy';
import { AccountCascades } from './account.cascades';
import type { UpdatePrivacyDto } from './dto/account.dto';
import { Collections } from '../../platform/database/collections';

/** The settings that choose an audience ("followers" among them). */
const AUDIENCE_SETTINGS = ['listVisibility', 'goalVisibility', 'activityVisibility'] as const;
const APPROVAL_NEEDED = 'New followers need your approval while anything is for followers only';

/** The reader's own account: who sees what of it, and deleting it with everything that belongs to it. */
@Injectable()
export class AccountService {
  constructor(
    private readonly db: Collections,
    private readonly cascades: AccountCascades,
    private readonly securityLog: SecurityLog,
  ) {}

  /**
   * Only the settings sent change; the others keep their value (or default). Applies at once to every read.
   * "Followers" means approved followers: a setting made "followers only" turns approval of new followers on in the
   * same write, and approval cannot be turned off while any setting stays "followers only" (the write itself checks
   * the settings kept, so two writes at once cannot leave one without the other). Readers who follow already stay.
   */
  async updatePrivacy(userId: string, dto: UpdatePrivacyDto): Promise<PublicUser> {
    const sent: Partial<Privacy> = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    const forFollowers = AUDIENCE_SETTINGS.some((k) => sent[k] === 'followers');
    if (forFollowers && sent.approveFollowers === false) throw approvalNeeded();
    const changes = Object.fromEntries(
      Object.entries({ ...sent, ...(forFollowers ? { approveFollowers: true } : {}) }).map(([k, v]) => [
        `privacy.${k}`,
        v,
      ]),
    );
    const keptNotForFollowers =
      sent.approveFollowers === false
        ? Object.fromEntries(
            AUDIENCE_SETTINGS.filter((k) => sent[k] === undefined).map((k) => [
              `privacy.${k}`,
              trusted({ $ne: 'followers' }),
            ]),
          )
        : {};
    const id = new Types.ObjectId(userId);
    const user = Object.keys(changes).length
      ? await this.db.users.findOneAndUpdate(
          { _id: id, ...keptNotForFollowers },
          { $set: changes },
          { returnDocument: 'after', runValidators: true },
        )
      : await this.db.users.findById(id);
    if (!user && Object.keys(keptNotForFollowers).length && (await this.db.users.exists({ _id: id })))
      throw approvalNeeded();
    if (!user) throw new NotFoundException('User not found');
    return toPublicUser(user);
  }

  /**
   * With the current password: every session ends first (the token version moves, and the avatar is let go), then
   * everything of the account goes (AccountCascades), then the user. Cut short, the reader can sign in and try again.
   */
  async deleteAccount(userId: string, password: string): Promise<null> {
    const id = new Types.ObjectId(userId);
    const user = await this.db.users.findById(id).select('+passwordHash').lean();
    if (!user) throw new NotFoundException('User not found');
    if (!(await passwordMatches(password, user.passwordHash))) {
      const message = 'Current password is incorrect';
      throw new BadRequestException({ message, errors: { password: [message] } });
    }
    await this.db.users.updateOne({ _id: id }, { $inc: { tokenVersion: 1 }, $set: { avatar: '' } });
    await this.cascades.deleting(userId);
    await this.db.users.deleteOne({ _id: id });
    await this.cascades.deleted(userId);
    this.securityLog.record('account_deleted', { userId });
    return null;
  }
}

const approvalNeeded = () =>
  new BadRequestException({ message: APPROVAL_NEEDED, errors: { approveFollowers: [APPROVAL_NEEDED] } });
