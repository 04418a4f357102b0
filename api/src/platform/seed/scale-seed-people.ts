import { Types } from 'mongoose';
import type { Activity, ActivityType } from '../../people/activity/activity.schema';
import type { WithId } from '../common/find-by-ids';
import type { Follow } from '../../people/follows/follow.schema';
import type { Notification } from '../../conversation/notifications/notification.schema';
import type { ReadingListEntry, ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import type { Review } from '../../conversation/reviews/review.schema';

/** The most readers one reader follows in the scale seed: reader1, whose feed and friends the benchmark measures. */
export const MOST_FOLLOWED = 200;

const STATUS_ACTIVITY: Partial<Record<ReadingStatus, ActivityType>> = {
  reading: 'started',
  completed: 'finished',
  favourite: 'finished',
  abandoned: 'abandoned',
};

type SeedUser = { _id: Types.ObjectId };

/**
 * The follows of the scale seed: each reader (the administrator aside) follows 0 to 200 others, skewed towards few
 * (most follow a handful, some many), and the popular readers (the first ones) are followed more. reader1 follows
 * exactly MOST_FOLLOWED and reader2 two: the benchmark's feeds. (The seeder gives the readers their counts.)
 */
export function seedFollows(users: SeedUser[], rnd: () => number): Partial<Follow>[] {
  const follows: Partial<Follow>[] = [];
  const readers = users.slice(1);
  for (const [i, follower] of readers.entries()) {
    // Log-uniform from 0 to 200: as many readers follow 1-2 as 10-20 or 100-200.
    const wanted = i === 0 ? MOST_FOLLOWED : i === 1 ? 2 : Math.floor((MOST_FOLLOWED + 1) ** rnd()) - 1;
    const count = Math.min(wanted, readers.length - 1);
    const chosen = new Set<number>();
    while (chosen.size < count) {
      // Skewed towards the first readers: popular ones gather followers.
      const j = rnd() < 0.5 ? Math.floor(readers.length * rnd() ** 2) : Math.floor(readers.length * rnd());
      if (j !== i) chosen.add(j);
    }
    for (const j of chosen) {
      const followee = readers[j];
      const createdAt = new Date(Date.now() - Math.round(rnd() * 400 * 24 * 3600 * 1000));
      follows.push({
        follower: follower._id,
        followee: followee._id,
        status: 'accepted',
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return follows;
}

/**
 * What the seed's follows told the readers followed, as FollowsService tells them (one 'follow' notification each,
 * unread; the seeder gives the readers the counts kept of them). reader1, followed by many, has the longest list.
 */
export function seedNotifications(follows: Partial<Follow>[]): Partial<Notification>[] {
  return follows.map((f) => ({
    recipient: f.followee,
    type: 'follow',
    actor: f.follower,
    review: null,
    comment: null,
    message: null,
    read: false,
    createdAt: f.createdAt,
  }));
}

/** The activity that the seed's lists and reviews imply, as the API records it (ActivityLog): entries and reviews need their ids. */
export function seedActivity(
  entries: WithId<Partial<ReadingListEntry>>[],
  reviews: WithId<Partial<Review>>[],
): Partial<Activity>[] {
  const activity: Partial<Activity>[] = [];
  for (const e of entries) {
    const type = e.status && STATUS_ACTIVITY[e.status];
    if (type)
      activity.push({
        actor: e.user,
        type,
        book: e.book,
        entry: e._id,
        review: null,
        rating: null,
        createdAt: e.createdAt,
      });
    // The progress logged on it: one item per reader and book, at the time of the last one.
    if (e.progress) {
      const { fraction, page, pageCount, percent, loggedAt } = e.progress;
      activity.push({
        actor: e.user,
        type: 'progress',
        book: e.book,
        entry: e._id,
        review: null,
        rating: null,
        progress: { fraction, page, pageCount, percent },
        createdAt: loggedAt,
      });
    }
  }
  for (const r of reviews)
    activity.push({
      actor: r.user,
      type: 'reviewed',
      book: r.book,
      entry: null,
      review: r._id,
      rating: r.rating,
      createdAt: r.createdAt,
    });
  return activity;
}
