import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Paged } from '../../platform/common/api-response';
import { pageOf } from '../../platform/common/page-of';
import { searchPattern } from '../../platform/common/query-helpers';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { SecurityLog } from '../../platform/security-log/security-log';
import type { UserQueryDto } from './dto/user-query.dto';
import { toPublicUser, type PublicUser, type UserStatsView } from './public-user';
import { suspensionEndDay } from './suspension';
import { isSuspended, SUSPENDED_INDEFINITELY, type UserRole } from './user.schema';
import { Collections } from '../../platform/database/collections';

const DAY_MS = 86_400_000;
const DEFAULT_LIMIT = 50;
// Ends with _id so that accounts created in the same millisecond keep a stable order across pages.
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly db: Collections,
    private readonly securityLog: SecurityLog,
    private readonly notifications: NotificationsService,
  ) {}

  /** Users newest first, a page at a time, optionally of one role and matching a search on username or email. */
  async list(query: UserQueryDto): Promise<Paged<PublicUser>> {
    const filter: Record<string, unknown> = {};
    if (query.role) filter.role = query.role;
    if (query.search) {
      const pattern = searchPattern(query.search);
      filter.$or = [{ username: pattern }, { email: pattern }];
    }
    return pageOf(
      { page: query.page ?? 1, limit: query.limit ?? DEFAULT_LIMIT },
      (skip, limit) => this.db.users.find(filter).sort(NEWEST_FIRST).skip(skip).limit(limit).lean(),
      // Every user: the collection's own count, not a scan.
      () =>
        Object.keys(filter).length ? this.db.users.countDocuments(filter) : this.db.users.estimatedDocumentCount(),
      toPublicUser,
    );
  }

  /** The stat cards' counts: every account (the collection's own count) and the administrators (one count). */
  async stats(): Promise<UserStatsView> {
    const [total, admins] = await Promise.all([
      this.db.users.estimatedDocumentCount(),
      this.db.users.countDocuments({ role: 'admin' }),
    ]);
    return { total, admins, regularUsers: total - admins };
  }

  async updateRole(id: string, role: UserRole, changedBy?: string): Promise<PublicUser> {
    const user = await this.db.users.findById(id).lean();
    if (!user) throw new NotFoundException('User not found');
    if (user.role !== role) {
      await this.db.users.updateOne({ _id: id }, { $set: { role } });
      // Checked after the write rather than before it: two admins demoting each other at the same
      // time both see zero admins left and both get reverted, so the site never loses its last admin.
      if (role === 'user' && (await this.db.users.countDocuments({ role: 'admin' })) === 0) {
        await this.db.users.updateOne({ _id: id }, { $set: { role: 'admin' } });
        throw new BadRequestException('Cannot remove the last administrator');
      }
      // A new role revokes the user's tokens: the client signs in again and sees what the new role allows.
      await this.db.users.updateOne({ _id: id }, { $inc: { tokenVersion: 1 } });
      this.securityLog.record('role_changed', { userId: id, from: user.role, to: role, by: changedBy });
    }
    return toPublicUser({ ...user, role });
  }

  /**
   * Suspends an account for `days` whole days from now, or until lifted (null): its sessions end at once (token
   * version) and it cannot sign in until then. Nobody suspends themselves, and the site keeps an administrator who is
   * not suspended (checked before, and again after the write, as the role change does, for two at once).
   */
  async suspend(id: string, days: number | null, note: string, by: string): Promise<PublicUser> {
    if (id === by) throw new BadRequestException('You cannot suspend yourself');
    const user = await this.db.users.findById(id).lean();
    if (!user) throw new NotFoundException('User not found');
    const lastAdmin = 'You cannot suspend the last administrator';
    if (user.role === 'admin' && (await this.activeAdmins(id)) === 0) throw new BadRequestException(lastAdmin);
    const suspendedUntil = days === null ? SUSPENDED_INDEFINITELY : new Date(Date.now() + days * DAY_MS);
    const previous = { suspendedUntil: user.suspendedUntil ?? null, suspensionNote: user.suspensionNote ?? '' };
    await this.db.users.updateOne(
      { _id: id },
      { $set: { suspendedUntil, suspensionNote: note }, $inc: { tokenVersion: 1 } },
    );
    if (user.role === 'admin' && (await this.activeAdmins()) === 0) {
      await this.db.users.updateOne({ _id: id }, { $set: previous });
      throw new BadRequestException(lastAdmin);
    }
    this.securityLog.record('user_suspended', { userId: id, until: suspendedUntil, by });
    const until = days === null ? 'until further notice' : `until ${suspensionEndDay(suspendedUntil)}`;
    await this.notifications.notify({
      recipient: id,
      type: 'moderation',
      message: `An administrator suspended your account ${until}${note ? `: ${note}` : '.'}`,
    });
    return toPublicUser({ ...user, suspendedUntil, suspensionNote: note });
  }

  /** Lifts a suspension (none in force is no error): the reader signs in again. */
  async lift(id: string, by: string): Promise<PublicUser> {
    const user = await this.db.users.findById(id).lean();
    if (!user) throw new NotFoundException('User not found');
    if (!isSuspended(user)) return toPublicUser(user);
    await this.db.users.updateOne({ _id: id }, { $unset: { suspendedUntil: 1, suspensionNote: 1 } });
    this.securityLog.record('suspension_lifted', { userId: id, by });
    await this.notifications.notify({
      recipient: id,
      type: 'moderation',
      message: 'An administrator lifted the suspension of your account.',
    });
    return toPublicUser({ ...user, suspendedUntil: null, suspensionNote: undefined });
  }

  /** Administrators not suspended, but `except`: one read of the few administrators (the role index). */
  private async activeAdmins(except?: string): Promise<number> {
    const admins = await this.db.users.find({ role: 'admin' }).select('suspendedUntil').lean();
    return admins.filter((a) => String(a._id) !== except && !isSuspended(a)).length;
  }
}
