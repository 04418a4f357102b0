import { makeUser as makeCoreUser } from '@book/core/testing';
import type { User } from '@book/core';
import type {
  Club,
  ClubMember,
  ClubPost,
  ClubSchedule,
  ClubSection,
  ClubSummary,
  ClubThread,
} from '../common/api/clubs-calls';

/** The reader of clubs-app's specs. */
export const makeUser = (overrides: Partial<User> = {}): User =>
  makeCoreUser({ username: 'reader1', email: 'reader1@example.com', ...overrides });

export const makeClubSummary = (overrides: Partial<ClubSummary> = {}): ClubSummary => ({
  _id: 'c1',
  name: 'The Slow Burn Society',
  description: 'One book a month, slowly.',
  visibility: 'public',
  memberCount: 5,
  ...overrides,
});

export const makeClub = (overrides: Partial<Club> = {}): Club => ({
  ...makeClubSummary(),
  viewer: { state: 'member', role: 'member' },
  owner: { id: 'u9', username: 'clara_v', avatar: '', bio: '' },
  currentRead: { _id: 'b1', title: 'Red Dust, Blue Sky', pageCount: 300 },
  pastReads: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const makeSection = (overrides: Partial<ClubSection> = {}): ClubSection => ({
  _id: 's1',
  title: 'Part One: the crossing',
  order: 0,
  endFraction: 0.3,
  endPage: 90,
  endPercent: null as unknown as number,
  edition: 'b1',
  dueDate: null as unknown as string,
  postCount: 2,
  open: true,
  until: 'page 90',
  shownAnyway: false,
  unread: 0,
  ...overrides,
});

export const makeSchedule = (sections: ClubSection[], progress = 0.4): ClubSchedule => ({
  book: { _id: 'b1', title: 'Red Dust, Blue Sky', pageCount: 300 },
  sections,
  progress,
});

export const makeMember = (username: string, role: ClubMember['role'] = 'member'): ClubMember => ({
  reader: { id: `u-${username}`, username, avatar: '', bio: '' },
  state: 'member',
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
});

export const makePost = (overrides: Partial<ClubPost> = {}): ClubPost => ({
  _id: 'p1',
  section: 's1',
  parent: null as unknown as string,
  author: { id: 'u2', username: 'bookish_ben', avatar: '', bio: '' },
  body: 'The crossing was brutal.',
  pinned: false,
  replyCount: 0,
  likeCount: 0,
  likedByMe: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null as unknown as string,
  replies: [],
  ...overrides,
});

export const makeThread = (section: ClubSection, posts: ClubPost[] = []): ClubThread => ({
  section,
  waiting: section.open ? 0 : section.postCount,
  waitingText: section.open ? (null as unknown as string) : `${section.postCount} posts after ${section.until}`,
  posts,
  page: 1,
  hasMore: false,
});
