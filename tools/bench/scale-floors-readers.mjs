// The floors of the requests of readers meeting readers in `bench scale` (feed, profile, friends on a book,
// notifications, a review's comments): every command each answer requires, sent through the driver as the API sends
// them (feed.service.ts, readers.service.ts, friends.service.ts, comments.service.ts): one read per collection, `$in`
// over the followed ids.
import { followedOf } from './scale-subjects.mjs';

/** `ids`: the subjects' driver ids (scale-subjects.mjs); `friendsBook`: the book most of reader1's followed have. */
export function peopleFloors(db, ids) {
  const feedOf = async (id) => {
    const followed = await followedOf(db, id);
    const actors = await db
      .collection('users')
      .find({ _id: { $in: followed } }, { projection: { username: 1, avatar: 1, bio: 1, privacy: 1 } })
      .toArray();
    // The last 30 days first, then, only when they hold too few, what is older (feed.service.ts, rowsBefore).
    const recentFrom = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const read = (createdAt, limit) =>
      db
        .collection('activities')
        .find({ createdAt, actor: { $in: actors.map((a) => a._id) } }, { sort: { createdAt: -1, _id: -1 }, limit })
        .toArray();
    const recent = await read({ $gte: recentFrom }, 21);
    const rows = recent.length >= 21 ? recent : [...recent, ...(await read({ $lt: recentFrom }, 21 - recent.length))];
    const books = rows.flatMap((a) => (a.book ? [a.book] : []));
    const reviews = rows.flatMap((a) => (a.review ? [a.review] : []));
    await Promise.all([
      db
        .collection('books')
        .find({ _id: { $in: books } }, { projection: { title: 1, coverImage: 1, authorName: 1, status: 1 } })
        .toArray(),
      db
        .collection('reviews')
        .find({ _id: { $in: reviews } }, { projection: { title: 1, content: 1, spoiler: 1, rating: 1 } })
        .toArray(),
    ]);
  };
  return {
    feed: () => feedOf(ids.reader),
    feedOfTwo: () => feedOf(ids.otherReader),
    profile: async () => {
      const user = await db.collection('users').findOne(
        { usernameKey: 'reader1' },
        {
          projection: {
            username: 1,
            avatar: 1,
            bio: 1,
            createdAt: 1,
            privacy: 1,
            followerCount: 1,
            followingCount: 1,
            // The counts of their reviews and finished books, kept on the reader.
            reviewCount: 1,
            finishedCount: 1,
          },
        },
      );
      const mine = { user: user._id };
      await Promise.all([
        db
          .collection('readinglistentries')
          .find({ ...mine, status: 'reading' }, { sort: { createdAt: -1, _id: -1 }, limit: 20 })
          .toArray(),
        db.collection('goals').findOne({ ...mine, year: new Date().getUTCFullYear() }, { projection: { target: 1 } }),
      ]);
    },
    notifications: async () => {
      const rows = await db
        .collection('notifications')
        .find({ recipient: ids.reader }, { sort: { createdAt: -1, _id: -1 }, limit: 20 })
        .toArray();
      await db.collection('users').findOne({ _id: ids.reader }, { projection: { notificationCount: 1 } });
      await db
        .collection('users')
        .find(
          { _id: { $in: rows.map((n) => n.actor).filter(Boolean) } },
          { projection: { username: 1, avatar: 1, bio: 1 } },
        )
        .toArray();
    },
    friends: async () => {
      const [, followed] = await Promise.all([
        db.collection('books').findOne({ _id: ids.friendsBook }, { projection: { status: 1 } }),
        followedOf(db, ids.reader),
      ]);
      const entries = await db
        .collection('readinglistentries')
        .find({ book: ids.friendsBook, user: { $in: followed } }, { projection: { user: 1, status: 1, updatedAt: 1 } })
        .toArray();
      const users = await db
        .collection('users')
        .find(
          { _id: { $in: entries.map((e) => e.user) } },
          { projection: { username: 1, avatar: 1, bio: 1, privacy: 1 } },
        )
        .toArray();
      await db
        .collection('reviews')
        .find({ user: { $in: users.map((u) => u._id) }, book: ids.friendsBook }, { projection: { user: 1, rating: 1 } })
        .toArray();
    },
  };
}

/**
 * The commands the API sends for a page of the review's comments (comments.service.ts): the review, (signed in: the
 * caller's blocks,) the page oldest first over (review, createdAt), and its authors with one `$in`.
 */
export function commentFloors(db, ids) {
  const pageOf = async () => {
    const rows = await db
      .collection('comments')
      .find({ review: ids.review }, { sort: { createdAt: 1, _id: 1 }, limit: 20 })
      .toArray();
    await db
      .collection('users')
      .find({ _id: { $in: rows.map((c) => c.user) } }, { projection: { username: 1, avatar: 1, bio: 1 } })
      .toArray();
  };
  const reviewRead = () =>
    db
      .collection('reviews')
      .findOne(
        { _id: ids.review },
        { projection: { user: 1, book: 1, likeCount: 1, commentCount: 1, 'bookSummary.status': 1 } },
      );
  return {
    page: async () => (await reviewRead(), await pageOf()),
    pageSignedIn: async () => {
      await reviewRead();
      await db
        .collection('blocks')
        .find({ $or: [{ blocker: ids.reader }, { blocked: ids.reader }] }, { projection: { blocker: 1, blocked: 1 } })
        .toArray();
      await pageOf();
    },
  };
}
