/*
 * The demo community (data/community.json): whom the demo readers follow (the demo reader follows a few readers, whose
 * activity fills their home page), and the likes and comments on some reviews. Documents name readers and reviews (by
 * their reader and book), as the other demo files do; times are days before the seeding.
 */
import { Types } from 'mongoose';
import type { Follow } from '../../people/follows/follow.schema';
import type { Notification } from '../../conversation/notifications/notification.schema';
import { onceKeyOf } from '../../conversation/notifications/notifications.service';
import type { SeedRows } from './seeder';
import demo from './data/community.json';

interface DemoReviewRef {
  user: string;
  book: string;
}

const DAY = 24 * 60 * 60 * 1000;

export type DemoCommunityRows = Required<Pick<SeedRows, 'follows' | 'likes' | 'comments' | 'notifications'>>;

/**
 * The follows, likes and comments of the demo, and what they told the readers (as FollowsService, LikesService and
 * CommentsService tell them: the followed reader, the review's author, never oneself). The seeder gives the reviews
 * and readers the counts kept of them.
 */
export function demoCommunityRows(
  userId: (username: string) => Types.ObjectId,
  reviews: SeedRows['reviews'],
  bookTitle: (id: Types.ObjectId) => string,
  now: number,
): DemoCommunityRows {
  const at = (days: number) => new Date(now - Math.round(days * DAY));
  const review = (ref: DemoReviewRef) => {
    const user = String(userId(ref.user));
    const match = reviews.find((r) => String(r.user) === user && bookTitle(r.book) === ref.book);
    if (!match) throw new Error(`Demo data: no review of "${ref.book}" by ${ref.user}`);
    return match;
  };
  const notifications: Partial<Notification>[] = [];
  const tell = (n: Partial<Notification> & { recipient: Types.ObjectId; actor: Types.ObjectId; createdAt: Date }) => {
    if (String(n.recipient) === String(n.actor)) return;
    const onceKey = onceKeyOf(
      { recipient: n.recipient, actor: n.actor, type: n.type!, review: n.review ?? undefined },
      n.createdAt,
    );
    if (notifications.some((o) => o.onceKey === onceKey)) return;
    notifications.push({ review: null, comment: null, message: null, read: false, ...n, onceKey });
  };
  const notified = (r: SeedRows['reviews'][number]) => ({ _id: r._id, book: r.book, bookTitle: bookTitle(r.book) });

  const follows: Partial<Follow>[] = demo.follows.map((f) => {
    const createdAt = at(f.daysAgo);
    const follow = {
      follower: userId(f.follower),
      followee: userId(f.followee),
      status: 'accepted' as const,
      createdAt,
      updatedAt: createdAt,
    };
    tell({ recipient: follow.followee, actor: follow.follower, type: 'follow', createdAt });
    return follow;
  });
  const likes = demo.likes.map((l) => {
    const liked = review(l.review);
    const createdAt = at(l.daysAgo);
    const like = { _id: new Types.ObjectId(), review: liked._id, user: userId(l.user), book: liked.book, createdAt };
    tell({ recipient: liked.user, actor: like.user, type: 'like', review: notified(liked), createdAt });
    return like;
  });
  const comments = demo.comments.map((c) => {
    const answered = review(c.review);
    const createdAt = at(c.daysAgo);
    const comment = {
      _id: new Types.ObjectId(),
      review: answered._id,
      user: userId(c.user),
      body: c.body,
      edited: false,
      createdAt,
      updatedAt: createdAt,
    };
    tell({
      recipient: answered.user,
      actor: comment.user,
      type: 'comment',
      review: notified(answered),
      comment: { _id: comment._id, excerpt: c.body },
      createdAt,
    });
    return comment;
  });
  return { follows, likes, comments, notifications };
}
