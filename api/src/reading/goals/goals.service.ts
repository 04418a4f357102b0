import { Injectable, NotFoundException } from '@nestjs/common';
import { ActivityLog } from '../../people/activity/activity.log';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import { Goal } from './goal.schema';
import type { GoalView } from './goal.view';
import { isoDate } from '../../platform/common/iso-date';
import { Collections } from '../../platform/database/collections';

const toView = (g: Pick<Goal, 'year' | 'target' | 'updatedAt'>): GoalView => ({
  year: g.year,
  target: g.target,
  updatedAt: isoDate(g.updatedAt),
});

/** A reader's yearly goals: one per (user, year), private to the reader. */
@Injectable()
export class GoalsService {
  constructor(
    private readonly db: Collections,
    private readonly activity: ActivityLog,
  ) {}

  /** The goal, or null when none is set. */
  async find(user: AuthUser, year: number): Promise<GoalView | null> {
    const goal = await this.db.goals.findOne({ user: user.id, year }).lean();
    return goal ? toView(goal) : null;
  }

  /** Sets or changes the goal with one upsert; the unique index keeps one goal per year under concurrent sets. */
  async set(user: AuthUser, year: number, target: number): Promise<GoalView> {
    const goal = await this.upsert(user, year, target);
    // A goal set where there was none is news for the reader's followers; a changed target is an edit.
    if (goal.createdAt.getTime() === goal.updatedAt.getTime()) await this.activity.goalSet(user.id, { year, target });
    return toView(goal);
  }

  private async upsert(user: AuthUser, year: number, target: number) {
    const upsert = () =>
      this.db.goals
        .findOneAndUpdate(
          { user: user.id, year },
          { $set: { target } },
          { upsert: true, returnDocument: 'after', runValidators: true },
        )
        .lean()
        .orFail();
    try {
      return await upsert();
    } catch (err) {
      // Two first sets at once: the loser's insert hits the unique index; the goal now exists, so update it.
      if (duplicateKeyField(err) !== null) return upsert();
      throw err;
    }
  }

  async clear(user: AuthUser, year: number): Promise<void> {
    const result = await this.db.goals.deleteOne({ user: user.id, year });
    if (result.deletedCount === 0) throw new NotFoundException(`No goal set for ${year}`);
    await this.activity.goalCleared(user.id, year);
  }
}
