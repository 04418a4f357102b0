import { Types } from 'mongoose';
import { searchKey } from '../common/query-helpers';
import type { SeedRows } from './seeder';

/** The largest club of the scale seed. */
export const LARGEST_CLUB = 500;
/** Each club's schedule: three sections, to a third, two thirds and the end of its book. */
const SECTION_ENDS = [33, 66, 100];

type SeedUser = { _id: Types.ObjectId };
type SeedBook = { _id: Types.ObjectId };

/**
 * The clubs of the scale seed: one for about every five readers, sizes skewed as Zipf's law has them (the first club
 * has up to LARGEST_CLUB members, the k-th about 1/k of that, at least 2), each reading a published book in three
 * sections with a few posts and a reply in each; every fourth club is private. reader1 (the benchmark's reader) belongs
 * to every club. The counts the clubs keep (memberCount, postCount, replyCount) are written with them.
 */
export function seedClubs(
  users: SeedUser[],
  books: SeedBook[],
  rnd: () => number,
  daysAgo: (days: number) => Date,
): Required<Pick<SeedRows, 'clubs' | 'clubMembers' | 'clubSections' | 'clubPosts'>> {
  const rows = {
    clubs: [] as object[],
    clubMembers: [] as object[],
    clubSections: [] as object[],
    clubPosts: [] as object[],
  };
  const readers = users.slice(1);
  const count = Math.round(users.length / 5);
  const int = (n: number) => Math.floor(rnd() * n);
  for (let k = 0; k < count; k++) {
    const club = new Types.ObjectId();
    const size = Math.max(2, Math.min(readers.length, Math.floor(LARGEST_CLUB / (k + 1))));
    // Members: reader1, then a run of readers from a random start (the owner is the first of them after reader1).
    const start = int(readers.length);
    const members = [
      readers[0],
      ...Array.from({ length: size - 1 }, (_, i) => readers[1 + ((start + i) % (readers.length - 1))]),
    ];
    const owner = members[1];
    const createdAt = daysAgo(30 + int(300));
    const book = books[int(books.length)];
    for (const [i, member] of members.entries()) {
      const joinedAt = new Date(createdAt.getTime() + i * 60_000);
      rows.clubMembers.push({
        club,
        user: member._id,
        state: 'member',
        role: member === owner ? 'owner' : i === 2 ? 'moderator' : 'member',
        joinedAt,
        shownSections: [],
        seenPosts: {},
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
    }
    let lastActivityAt = createdAt;
    for (const [order, end] of SECTION_ENDS.entries()) {
      const section = new Types.ObjectId();
      let postCount = 0;
      for (let p = 0, n = 1 + int(3); p < n; p++) {
        const post = new Types.ObjectId();
        const at = new Date(createdAt.getTime() + (order * 3 + p + 1) * 3_600_000);
        const author = members[int(members.length)]._id;
        const reply = { author: members[int(members.length)]._id, at: new Date(at.getTime() + 60_000) };
        rows.clubPosts.push(
          {
            _id: post,
            club,
            section,
            author,
            parent: null,
            body: 'Thoughts on this part.',
            pinned: false,
            replyCount: 1,
            likeCount: 0,
            editedAt: null,
            createdAt: at,
            updatedAt: at,
          },
          {
            _id: new Types.ObjectId(),
            club,
            section,
            author: reply.author,
            parent: post,
            body: 'Agreed.',
            pinned: false,
            replyCount: 0,
            likeCount: 0,
            editedAt: null,
            createdAt: reply.at,
            updatedAt: reply.at,
          },
        );
        postCount += 2;
        if (reply.at > lastActivityAt) lastActivityAt = reply.at;
      }
      rows.clubSections.push({
        _id: section,
        club,
        book: book._id,
        order,
        title: `Part ${order + 1}`,
        endFraction: end / 100,
        endPage: null,
        endPercent: end,
        edition: null,
        editionPageCount: null,
        dueDate: null,
        postCount,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const name = `Club ${k + 1}`;
    rows.clubs.push({
      _id: club,
      name,
      nameSearchKey: searchKey(name),
      description: 'A club of the scale seed.',
      visibility: k % 4 === 3 ? 'private' : 'public',
      coverImage: '',
      owner: owner._id,
      memberCount: members.length,
      lastActivityAt,
      currentBook: book._id,
      pastReads: [],
      createdAt,
      updatedAt: lastActivityAt,
    });
  }
  return rows;
}
