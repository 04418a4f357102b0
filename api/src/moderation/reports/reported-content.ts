import { trusted, type Connection, type Types } from 'mongoose';
import { operationTimeOptions } from '../../platform/database/operation-time-limit';
import { COMMENTS_COLLECTION } from '../../conversation/comments/comment.schema';
import { REVIEWS_COLLECTION } from '../../conversation/reviews/review.schema';
import { USERS_COLLECTION } from '../../accounts/users/user.schema';
import { CLUB_POSTS_COLLECTION } from '../../clubs/club-posts/club-post.schema';
import { CLUBS_COLLECTION } from '../../clubs/clubs/club.schema';
import { itemKey, type ContentSnapshot, type ReportKind } from './report.schema';

/** A reported item as an administrator sees it: its content, and who wrote it. */
export interface ReportedItem {
  content: ContentSnapshot;
  author: Types.ObjectId | null;
  /** The club of a club post or a club. */
  club?: Types.ObjectId;
}

type Doc = { _id: Types.ObjectId; [field: string]: unknown };

/**
 * The current content and author of these items (by itemKey; an item whose content is gone is absent): one read per
 * kind present, whatever the number of items.
 */
export async function readReportedItems(
  db: Connection,
  items: { kind: ReportKind; target: Types.ObjectId }[],
): Promise<Map<string, ReportedItem>> {
  const ids = (kind: ReportKind) => items.filter((i) => i.kind === kind).map((i) => i.target);
  const read = async (collection: string, targets: Types.ObjectId[], projection: Record<string, 1>): Promise<Doc[]> =>
    targets.length
      ? (db
          .collection(collection)
          .find({ _id: trusted({ $in: targets }) }, { projection, ...operationTimeOptions(db) })
          .toArray() as Promise<Doc[]>)
      : [];
  const [reviews, comments, readers, posts] = await Promise.all([
    read(REVIEWS_COLLECTION, ids('review'), { user: 1, title: 1, content: 1, book: 1, 'bookSummary.title': 1 }),
    read(COMMENTS_COLLECTION, ids('comment'), { user: 1, body: 1 }),
    read(USERS_COLLECTION, ids('reader'), { username: 1, bio: 1 }),
    read(CLUB_POSTS_COLLECTION, ids('club-post'), { author: 1, body: 1, club: 1 }),
  ]);
  // The clubs reported, and those of the posts reported (their names): one read.
  const clubIds = [
    ...new Map([...ids('club'), ...posts.map((p) => p.club as Types.ObjectId)].map((id) => [String(id), id])).values(),
  ];
  const clubs = await read(CLUBS_COLLECTION, clubIds, { name: 1, description: 1, owner: 1 });
  const clubById = new Map(clubs.map((c) => [String(c._id), c]));
  const found = new Map<string, ReportedItem>();
  for (const r of reviews) {
    const bookTitle = (r.bookSummary as { title?: string } | undefined)?.title;
    const content = {
      text: String(r.content ?? ''),
      title: String(r.title ?? ''),
      bookId: String(r.book),
      ...(bookTitle ? { bookTitle } : {}),
    };
    found.set(itemKey('review', r._id), { content, author: r.user as Types.ObjectId });
  }
  for (const c of comments)
    found.set(itemKey('comment', c._id), { content: { text: String(c.body ?? '') }, author: c.user as Types.ObjectId });
  for (const p of posts) {
    const club = clubById.get(String(p.club));
    found.set(itemKey('club-post', p._id), {
      content: { text: String(p.body ?? ''), clubId: String(p.club), ...(club ? { clubName: String(club.name) } : {}) },
      author: (p.author as Types.ObjectId | undefined) ?? null,
      club: p.club as Types.ObjectId,
    });
  }
  for (const target of ids('club')) {
    const c = clubById.get(String(target));
    if (c)
      found.set(itemKey('club', c._id), {
        content: {
          text: String(c.description ?? ''),
          title: String(c.name),
          clubId: String(c._id),
          clubName: String(c.name),
        },
        author: c.owner as Types.ObjectId,
        club: c._id,
      });
  }
  for (const u of readers)
    found.set(itemKey('reader', u._id), {
      content: { text: String(u.bio ?? ''), title: String(u.username) },
      author: u._id,
    });
  return found;
}
