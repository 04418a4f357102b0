import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import { passwordMatches } from '../auth/password-hash';
import { SecurityLog } from '../security-log/security-log';
import { toPublicUser, type PublicUser } from '../users/public-user';
import { AccountCascades } from './account.cascades';
import type { UpdatePrivacyDto } from './dto/account.dto';
import { Collections } from '../database/collections';

/** The reader's own account: who sees what of it, and deleting it with everything that belongs to it. */
@Injectable()
export class AccountService {
  constructor(
    private readonly db: Collections,
    private readonly cascades: AccountCascades,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Only the settings sent change; the others keep their value (or default). Applies at once to every read. */
  async updatePrivacy(userId: string, dto: UpdatePrivacyDto): Promise<PublicUser> {
    const changes = Object.fromEntries(
      Object.entries(dto)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [`privacy.${k}`, v]),
    );
    const user = Object.keys(changes).length
      ? await this.db.users.findByIdAndUpdate(
          userId,
          { $set: changes },
          { returnDocument: 'after', runValidators: true },
        )
      : await this.db.users.findById(userId);
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
