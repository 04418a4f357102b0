// Every screen of the product (spec section 2) in the states worth looking at: the catalogue the
// accessibility checks and the visual record walk through.
import type { Page } from 'playwright-core';
import { ADMIN, USER } from './browser';
import { ADMIN_SCREENS } from './screens-admin';
import { CLUB_SCREENS } from './screens-clubs';
import { READER_SCREENS } from './screens-reader';
import { VISITOR_SCREENS } from './screens-visitor';
import { apiCall, apiLogin, waitForRemote, waitForSettled, type Credentials } from './session';

export type Who = 'visitor' | 'user' | 'admin';
export const ACCOUNTS: Record<Who, Credentials | null> = { visitor: null, user: USER, admin: ADMIN };

export interface ScreenData {
  /** A book with reviews (the top-rated one). */
  bookId: string;
  /** A book the demo user has not reviewed (so Write Review is offered). */
  unreviewedBookId: string;
  /** The author of the book with reviews (their page lists rated books). */
  authorId: string;
  /** The demo data's public club (the demo user is a member) and a private one they are not in. */
  publicClubId: string;
  privateClubId: string;
  /** A demo series (its page lists its books in reading order). */
  seriesId: string;
  /** A book of a demo work with several editions (its page lists the others, Group Editions its work's). */
  editionsBook: { id: string; title: string };
  /** The title of a book of another work, of one edition and found by its title alone (Group Editions' second book). */
  otherWorkTitle: string;
}

export interface Screen {
  name: string;
  who: Who;
  path: (data: ScreenData) => string;
  /** The remote that renders it; null for the shell's own pages (login, register). */
  remote: 'reader-app' | 'admin-app' | 'clubs-app' | null;
  /** Brings the screen into the state to record (open a modal, show the form's errors...). */
  action?: (page: Page, data: ScreenData) => Promise<void>;
  /** Only meaningful at one width (the mobile menu). */
  only?: 'phone' | 'desktop';
}

export async function loadScreenData(): Promise<ScreenData> {
  const books = await apiCall<{ _id: string; reviewCount: number; author: { _id: string } | null }[]>(
    'GET',
    '/books?sort=-reviewCount&limit=100',
  );
  if (!books.length) throw new Error('the seeded catalogue is empty');
  const user = await apiLogin(USER);
  const reviews = await apiCall<{ book: string | { _id: string } }[]>(
    'GET',
    `/reviews?user=${user.user._id}&limit=500`,
  );
  const reviewed = new Set(reviews.map((r) => (typeof r.book === 'string' ? r.book : r.book._id)));
  const unreviewed = books.find((b) => !reviewed.has(b._id));
  const authorId = books.find((b) => b.author)?.author?._id;
  if (!authorId) throw new Error('no seeded book has an author');
  const clubs = await apiCall<{ _id: string; visibility: string }[]>('GET', '/clubs?limit=50');
  const club = (visibility: string) => {
    const found = clubs.find((c) => c.visibility === visibility);
    if (!found) throw new Error(`the demo data has no ${visibility} club`);
    return found._id;
  };
  const [series] = await apiCall<{ _id: string }[]>('GET', '/series?limit=1');
  if (!series) throw new Error('the demo data has no series');
  const data = {
    ...(await editionsOfDemoWork()),
    seriesId: series._id,
    bookId: books[0]._id,
    unreviewedBookId: (unreviewed ?? books[books.length - 1])._id,
    authorId,
    publicClubId: club('public'),
    privateClubId: club('private'),
  };
  await ensureOpenReport(data);
  return data;
}

/** A book of a demo work with several editions, and a book of another work whose title finds it alone. */
async function editionsOfDemoWork(): Promise<Pick<ScreenData, 'editionsBook' | 'otherWorkTitle'>> {
  const { token } = await apiLogin(ADMIN);
  const editions = await apiCall<{ _id: string; title: string; work: string; workPrimary: boolean }[]>(
    'GET',
    '/books?editions=all&limit=100',
    token,
  );
  const count = (key: 'work' | 'title', value: string) => editions.filter((e) => e[key] === value).length;
  const book = editions.find((e) => e.workPrimary && count('work', e.work) > 1);
  if (!book) throw new Error('the demo data has no work with several editions');
  const other = editions.find((e) => count('work', e.work) === 1 && count('title', e.title) === 1);
  if (!other) throw new Error('the demo data has no book of one edition with a title of its own');
  return { editionsBook: { id: book._id, title: book.title }, otherWorkTitle: other.title };
}

/**
 * Reports has something to show: the demo user reports a review of the book with reviews (one by someone else) as
 * spam, unless their report of it is already open (409), so the queue holds at least one item with its actions.
 */
async function ensureOpenReport(data: ScreenData): Promise<void> {
  const { token, user } = await apiLogin(USER);
  const reviews = await apiCall<{ _id: string; user: { _id: string } | null }[]>(
    'GET',
    `/reviews?book=${data.bookId}&limit=20`,
  );
  const other = reviews.find((r) => r.user && r.user._id !== user._id);
  if (!other) throw new Error('the book with reviews has none by another reader');
  await apiCall('POST', '/reports', token, { kind: 'review', target: other._id, reason: 'spam' }).catch(
    (err: Error) => {
      if (!/: 409 /.test(err.message)) throw err;
    },
  );
}

export const SCREENS: Screen[] = [...VISITOR_SCREENS, ...READER_SCREENS, ...ADMIN_SCREENS, ...CLUB_SCREENS];

/** Opens a screen in `page` and brings it into its recorded state. */
export async function showScreen(page: Page, screen: Screen, data: ScreenData): Promise<void> {
  await page.goto(screen.path(data));
  if (screen.remote) await waitForRemote(page, screen.remote);
  else {
    await page.getByLabel('Email').first().waitFor({ timeout: 20000 });
    await waitForSettled(page);
  }
  if (screen.action) await screen.action(page, data);
  await page.waitForTimeout(150);
}
