import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Paged } from '../common/api-response';
import { pagedTotal, searchPattern } from '../common/query-helpers';
import { SecurityLog } from '../security-log/security-log';
import type { UserQueryDto } from './dto/user-query.dto';
import { toPublicUser, type PublicUser, type UserStatsView } from './public-user';
import { User, usernameKey, type UserRole } from './user.schema';

const DEFAULT_LIMIT = 50;
// Ends with _id so that accounts created in the same millisecond keep a stable order across pages.
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

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

  /** Users newest first, a page at a time, optionally of one role and matching a search on username or email. */
  async list(query: UserQueryDto): Promise<Paged<PublicUser>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const filter: Record<string, unknown> = {};
    if (query.role) filter.role = query.role;
    if (query.search) {
      const pattern = searchPattern(query.search);
      filter.$or = [{ username: pattern }, { email: pattern }];
    }
    const rows = await this.users
      .find(filter)
      .sort(NEWEST_FIRST)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean();
    // Every user: the collection's own count, not a scan.
    const count = () => (Object.keys(filter).length ? this.users.countDocuments(filter) : this.users.estimatedDocumentCount());
    const total = await pagedTotal(page, limit, rows.length, count);
    return new Paged(rows.map(toPublicUser), { total, page, limit, hasMore: page * limit < total });
  }

  /** The stat cards' counts: every account (the collection's own count) and the administrators (one count). */
  async stats(): Promise<UserStatsView> {
    const [total, admins] = await Promise.all([this.users.estimatedDocumentCount(), this.users.countDocuments({ role: 'admin' })]);
    return { total, admins, regularUsers: total - admins };
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
