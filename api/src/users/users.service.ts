import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { toPublicUser, User, type PublicUser, type UserRole } from './user.schema';

@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** Every user, newest first. */
  async list(): Promise<PublicUser[]> {
    const users = await this.users.find().sort({ createdAt: -1, _id: -1 }).lean();
    return users.map(toPublicUser);
  }

  async updateRole(id: string, role: UserRole): Promise<PublicUser> {
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
    }
    return toPublicUser({ ...user, role });
  }
}
