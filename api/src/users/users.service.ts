import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SecurityLog } from '../security-log/security-log';
import { toPublicUser, type PublicUser } from './public-user';
import { User, usernameKey, type UserRole } from './user.schema';

@Injectable()
export class UsersService implements OnModuleInit {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Accounts created before usernames became case-insensitive get their lower-case key. */
  async onModuleInit(): Promise<void> {
    const missing = await this.users.find({ usernameKey: null }).select('username').lean();
    for (const user of missing) await this.users.updateOne({ _id: user._id }, { $set: { usernameKey: usernameKey(user.username) } });
  }

  /** Every user, newest first. */
  async list(): Promise<PublicUser[]> {
    const users = await this.users.find().sort({ createdAt: -1, _id: -1 }).lean();
    return users.map(toPublicUser);
  }

  async updateRole(id: string, role: UserRole, changedBy?: string): Promise<PublicUser> {
    const user = await this.users.findById(id).lean();
    if (!user) throw new NotFoundException('User not found');
    if (user.role !== role) {
      await this.users.updateOne({ _id: id }, { $set: { role } });
      // Checked after the write rather than before it: two admins demoting each other at the same
      // time both see zero admins left and both get reverted, so the site never loses its last admin.
      if (role === 'user' && (await this.users.countDocuments({ role: 'admin' })) === 0) {
        await this.users.updateOne({ _id: id }, { $set: { role: 'admin' } });
        throw new BadRequestException('Cannot remove the last administrator');
      }
      // A new role revokes the user's tokens: the client signs in again and sees what the new role allows.
      await this.users.updateOne({ _id: id }, { $inc: { tokenVersion: 1 } });
      this.securityLog.record('role_changed', { userId: id, from: user.role, to: role, by: changedBy });
    }
    return toPublicUser({ ...user, role });
  }
}
