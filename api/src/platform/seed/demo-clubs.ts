/*
 * The demo clubs (data/clubs.json): a public club the demo reader belongs to, reading a book on their list with a
 * schedule and posts in two of its sections, and a private club. Documents name readers and books, as the other demo
 * files do; the reader's progress on the club's book puts them inside the second section, so its posts wait for them.
 */
import { Types } from 'mongoose';
import type { ClubRole } from '../../clubs/club-members/club-member.schema';
import type { ClubVisibility } from '../../clubs/clubs/club.schema';
import { searchKey } from '../common/query-helpers';
import type { ReadingProgress } from '../../reading/reading-list/reading-list-entry.schema';
import demo from './data/clubs.json';
import community from './data/community.json';

interface DemoPost {
  author: string;
  body: string;
  daysAgo: number;
}

interface DemoClub {
  name: string;
  description: string;
  visibility: ClubVisibility;
  owner: string;
  moderators: string[];
  members: string[];
  createdDaysAgo: number;
  /** The book read now (a title), or null. */
  book: string | null;
  /** Each ends at a page of the book or a percentage; due this many days from the seeding (negative: past). */
  sections: { title: string; endPage?: number; endPercent?: number; dueInDays: number }[];
  posts: (DemoPost & { section: number; pinned?: boolean; replies: DemoPost[] })[];
}

interface DemoProgress {
  user: string;
  book: string;
  page: number;
  note: string;
  daysAgo: number;
}

const CLUBS = demo.clubs as DemoClub[];
/** The progress the demo readers logged: the club's readers', and that of readers the demo reader follows. */
const PROGRESS = [...demo.progress, ...community.progress] as DemoProgress[];

const DAY = 24 * 60 * 60 * 1000;

export interface DemoClubRows {
  clubs: Record<string, unknown>[];
  clubMembers: Record<string, unknown>[];
  clubSections: Record<string, unknown>[];
  clubPosts: Record<string, unknown>[];
}

/** The clubs' documents, with the counts their members and posts give them. */
export function demoClubRows(
  userId: (username: string) => Types.ObjectId,
  book: (title: string) => { _id: Types.ObjectId; pageCount: number },
  now: number,
): DemoClubRows {
  const at = (days: number) => new Date(now - Math.round(days * DAY));
  const rows: DemoClubRows = { clubs: [], clubMembers: [], clubSections: [], clubPosts: [] };
  for (const c of CLUBS) {
    const club = new Types.ObjectId();
    const read = c.book ? book(c.book) : null;
    const sections = (read ? c.sections : []).map((s, order) => ({
      _id: new Types.ObjectId(),
      club,
      book: read!._id,
      order,
      title: s.title,
      ...(s.endPage !== undefined
        ? {
            endFraction: s.endPage / read!.pageCount,
            endPage: s.endPage,
            endPercent: null,
            edition: read!._id,
            editionPageCount: read!.pageCount,
          }
        : { endFraction: s.endPercent! / 100, endPage: null, endPercent: s.endPercent!, edition: null }),
      dueDate: new Date(new Date(now + s.dueInDays * DAY).toISOString().slice(0, 10)),
      postCount: 0,
    }));
    // Posting opens a section for its author (ClubPostsService): the sections each member wrote in.
    const shown = new Map<string, Types.ObjectId[]>();
    // And their own posts are seen (the sections' unread counts).
    const seenBy = new Map<string, Record<string, number>>();
    const post = (p: DemoPost, section: (typeof sections)[number], parent: Types.ObjectId | null, extra = {}) => {
      const _id = new Types.ObjectId();
      const createdAt = at(p.daysAgo);
      rows.clubPosts.push({
        _id,
        club,
        section: section._id,
        author: userId(p.author),
        parent,
        body: p.body,
        likeCount: 0,
        createdAt,
        updatedAt: createdAt,
        ...extra,
      });
      section.postCount++;
      const mine = shown.get(p.author) ?? [];
      if (!mine.includes(section._id)) shown.set(p.author, [...mine, section._id]);
      const seen = seenBy.get(p.author) ?? {};
      seen[String(section._id)] = (seen[String(section._id)] ?? 0) + 1;
      seenBy.set(p.author, seen);
      return _id;
    };
    let lastActivity = at(c.createdDaysAgo);
    for (const p of c.posts) {
      const section = sections[p.section];
      const id = post(p, section, null, { pinned: !!p.pinned, replyCount: p.replies.length });
      for (const r of p.replies) post(r, section, id);
      const latest = Math.min(p.daysAgo, ...p.replies.map((r) => r.daysAgo));
      if (at(latest) > lastActivity) lastActivity = at(latest);
    }
    const roles: [string, ClubRole][] = [
      [c.owner, 'owner'],
      ...c.moderators.map((m): [string, ClubRole] => [m, 'moderator']),
      ...c.members.map((m): [string, ClubRole] => [m, 'member']),
    ];
    roles.forEach(([username, role], i) => {
      const joinedAt = at(c.createdDaysAgo - i * 0.5);
      rows.clubMembers.push({
        club,
        user: userId(username),
        state: 'member',
        role,
        joinedAt,
        shownSections: shown.get(username) ?? [],
        seenPosts: seenBy.get(username) ?? {},
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
    });
    rows.clubs.push({
      _id: club,
      name: c.name,
      nameSearchKey: searchKey(c.name),
      description: c.description,
      visibility: c.visibility,
      coverImage: '',
      owner: userId(c.owner),
      memberCount: roles.length,
      lastActivityAt: lastActivity,
      currentBook: read?._id ?? null,
      pastReads: [],
      createdAt: at(c.createdDaysAgo),
    });
    rows.clubSections.push(...sections);
  }
  return rows;
}

/** What an entry keeps of the progress logged on it: the progress, and the pages it counts for the year page. */
export interface LoggedProgress {
  progress: ReadingProgress;
  pagesByMonth: Record<string, number>;
  pagesHighWater: number;
  progressYears: number[];
}

/** The progress the demo readers logged, by reader and book (as ReadingListService.logProgress writes it). */
export function demoProgress(
  book: (title: string) => { _id: Types.ObjectId; pageCount: number },
  now: number,
): Map<string, LoggedProgress> {
  return new Map(
    PROGRESS.map((p) => {
      const { _id, pageCount } = book(p.book);
      const loggedAt = new Date(now - Math.round(p.daysAgo * DAY));
      const logged: LoggedProgress = {
        progress: { fraction: p.page / pageCount, page: p.page, percent: null, pageCount, note: p.note, loggedAt },
        pagesByMonth: { [loggedAt.toISOString().slice(0, 7)]: p.page },
        pagesHighWater: p.page,
        progressYears: [loggedAt.getUTCFullYear()],
      };
      return [`${p.user} ${String(_id)}`, logged];
    }),
  );
}
