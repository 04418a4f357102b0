import { trusted, type Types } from 'mongoose';
import { maySee, type Privacy, type Relation } from '../../accounts/users/privacy';
import type { ActivityType } from './activity.schema';

/** Activity about a reading-list entry: it obeys the list's setting as well as the activity's. */
export const LIST_ACTIVITY: ActivityType[] = ['started', 'finished', 'abandoned', 'rated', 'progress'];
/** Activity about a goal: it obeys the goal's setting as well as the activity's. */
export const GOAL_ACTIVITY: ActivityType[] = ['goal'];

/**
 * The kinds of a reader's activity hidden from a caller who stands so to them: none, those about the list and/or the
 * goal (each obeys the stricter of its own setting and the activity's), or null when the activity is hidden whole.
 */
export function hiddenActivity(privacy: Privacy, relation: Relation): ActivityType[] | null {
  if (!maySee(privacy.activityVisibility, relation)) return null;
  return [
    ...(maySee(privacy.listVisibility, relation) ? [] : LIST_ACTIVITY),
    ...(maySee(privacy.goalVisibility, relation) ? [] : GOAL_ACTIVITY),
  ];
}

/**
 * The filter of the activity a caller may see of these readers (each with what it hides from the caller): one `$in`
 * of the readers per kind of activity hidden (at most four), so what is hidden is left out by the read itself and
 * pages stay full. Null when nothing of theirs may be seen.
 */
export function visibleActivityFilter(
  readers: { id: Types.ObjectId; hidden: ActivityType[] | null }[],
): Record<string, unknown> | null {
  const groups = new Map<string, { actors: Types.ObjectId[]; hidden: ActivityType[] }>();
  for (const { id, hidden } of readers) {
    if (!hidden) continue;
    const key = hidden.join(',');
    const group = groups.get(key) ?? { actors: [], hidden };
    group.actors.push(id);
    groups.set(key, group);
  }
  const branches = [...groups.values()].map(({ actors, hidden }) => ({
    actor: trusted({ $in: actors }),
    ...(hidden.length ? { type: trusted({ $nin: hidden }) } : {}),
  }));
  if (!branches.length) return null;
  return branches.length === 1 ? branches[0] : { $or: branches };
}
