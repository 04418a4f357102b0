import { JwtService } from '@nestjs/jwt';
import bcrypt from 'bcryptjs';
import type { Test } from 'supertest';
import { ImportWriter, type AppliedOutcome } from '../reading/imports/import-writer';
import { type UserRole } from '../accounts/users/user.schema';
import { createTestApp, type TestApp } from './test-app';
import { PNG } from './test-images';
import { Collections } from '../platform/database/collections';

/*
 * Test data builders. Users are written through the User model and signed in with the app's
 * JwtService (no dependency on the auth endpoints); catalogue data goes through the HTTP API,
 * so fixtures exercise the same code paths (and aggregates) as real requests.
 */

export interface TestUser {
  id: string;
  username: string;
  role: UserRole;
  token: string;
  /** `Authorization` header for supertest's `.set()`. */
  auth: { Authorization: string };
}

let seq = 0;
/**
 * A unique suffix for made-up names: digits only, so that no search a test makes for letters ("r3", "zelda") finds
 * a username or a book title by chance (with base-36 letters, `user_…r3…` did, now and then).
 */
const next = () => `${Date.now()}${seq++}`;

/** What createUser makes a user with, when not its defaults (a reader named `user_…`, password `secret123`). */
export interface UserOptions {
  role?: UserRole;
  username?: string;
  password?: string;
}

export async function createUser(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const users = t.app.get(Collections).users;
  const username = options.username ?? `user_${next()}`;
  const user = await users.create({
    username,
    email: `${username}@example.test`,
    passwordHash: await bcrypt.hash(options.password ?? 'secret123', 4),
    role: options.role ?? 'user',
  });
  // A session signed in now, as the API's own sign-in makes it (auth.service.ts).
  const token = t.app.get(JwtService).sign({ sub: String(user._id), auth_time: Math.floor(Date.now() / 1000) });
  return { id: String(user._id), username, role: user.role, token, auth: { Authorization: `Bearer ${token}` } };
}

export const createAdmin = (t: TestApp) => createUser(t, { role: 'admin' });

/** `count` readers, created one after the other (each with its own session). */
export async function createUsers(t: TestApp, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await createUser(t));
  return users;
}

/** Each call (made anew for each try) is an administrator's only: a visitor gets 401, `reader` (no administrator) 403. */
export async function expectAdministratorsOnly(calls: (() => Test)[], reader: TestUser): Promise<void> {
  for (const call of calls) {
    await call().expect(401);
    await call().set(reader.auth).expect(403);
  }
}

/** A user a spec's app signs in: their role, or what createUser makes them with. */
export type SpecUser = UserRole | UserOptions;

/**
 * The app of a spec's describe block, the one way a spec boots it: on a fresh embedded database (createTestApp with
 * `env`) before the block's tests, with the `users` it names signed in (in that order), and closed after its tests.
 * What it returns is filled in when the app boots, so hooks and tests read it, not the describe's body:
 * `const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });`
 */
export function setUpApp<Name extends string = never>(
  options: { env?: Partial<NodeJS.ProcessEnv>; users?: Record<Name, SpecUser> } = {},
): { t: TestApp } & Record<Name, TestUser> {
  const t = {} as TestApp;
  const wanted = Object.entries<SpecUser>(options.users ?? {});
  const users = Object.fromEntries(wanted.map(([name]) => [name, {} as TestUser]));
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options.env));
    for (const [name, user] of wanted) {
      Object.assign(users[name], await createUser(t, typeof user === 'string' ? { role: user } : user));
    }
  });
  afterAll(() => t.close());
  return { ...(users as Record<Name, TestUser>), t };
}

/** A well-formed id that no document has. */
export const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';

/** Unwraps `{ success: true, data }`, failing loudly with the response body otherwise. */
function expectData<T>(res: { status: number; body: { success?: boolean; data?: T } }, status: number): T {
  if (res.status !== status || res.body.success !== true) {
    throw new Error(`Expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.data as T;
}

interface Created {
  _id: string;
  [key: string]: unknown;
}

export async function createAuthor(t: TestApp, admin: TestUser, body: Record<string, unknown> = {}): Promise<Created> {
  const res = await t.http
    .post('/api/authors')
    .set(admin.auth)
    .send({ name: `Author ${next()}`, ...body });
  return expectData<Created>(res, 201);
}

export async function createGenre(t: TestApp, admin: TestUser, body: Record<string, unknown> = {}): Promise<Created> {
  const res = await t.http
    .post('/api/genres')
    .set(admin.auth)
    .send({ name: `Genre ${next()}`, ...body });
  return expectData<Created>(res, 201);
}

/** A book by `author` (created when omitted). */
export async function createBook(t: TestApp, admin: TestUser, body: Record<string, unknown> = {}): Promise<Created> {
  const author = body.author ?? (await createAuthor(t, admin))._id;
  const res = await t.http
    .post('/api/books')
    .set(admin.auth)
    .send({ title: `Book ${next()}`, coverImage: '/api/uploads/cover.png', ...body, author });
  return expectData<Created>(res, 201);
}

/** Uploads an image as `user` (POST /upload/image) and returns its URL: what that user's avatar may be. */
export async function uploadImage(t: TestApp, user: Pick<TestUser, 'auth'>): Promise<string> {
  const res = await t.http
    .post('/api/upload/image')
    .set(user.auth)
    .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' });
  return expectData<{ imageUrl: string }>(res, 201).imageUrl;
}

/** Sends `bookId` (with `status` when given) to `user`'s reading list: the request, for the test to check its answer. */
export const addToReadingList = (t: TestApp, user: TestUser, bookId: unknown, status?: string) =>
  t.http.post('/api/reading-list').set(user.auth).send({ bookId, status });

/** What a review or a reading-list entry shows of a book (BookCardView), from the book as the API answered it. */
export const bookCard = ({ _id, title, coverImage, author, averageRating, reviewCount }: Created) => ({
  _id,
  title,
  coverImage,
  author,
  averageRating,
  reviewCount,
});

/** What a reading-list entry shows of a book (EntryBookView): its card while it is published, else its title only. */
export const entryBook = (book: Created) =>
  book.status === 'published'
    ? { ...bookCard(book), available: true, format: book.format ?? null }
    : { _id: book._id, title: book.title, available: false };

/** Imports one row for this book through the one way rows become entries and reviews (ImportWriter): read, rated 4, reviewed. */
export function importReviewedRow(t: TestApp, user: TestUser, book: Created): Promise<AppliedOutcome[]> {
  const row = {
    row: 1,
    title: book.title as string,
    author: '',
    otherAuthors: [],
    isbns: [],
    status: 'completed' as const,
    rating: 4,
    reviewText: 'Imported thoughts.',
  };
  return t.app
    .get(ImportWriter)
    .apply(user.id, [{ row, book: book._id }])
    .then((rows) => rows.map((r) => r.outcome));
}

export async function createReview(
  t: TestApp,
  user: TestUser,
  book: string,
  body: Record<string, unknown> = {},
): Promise<Created> {
  const res = await t.http
    .post('/api/reviews')
    .set(user.auth)
    .send({ book, rating: 4, title: 'Good read', content: 'Enjoyed it.', ...body });
  return expectData<Created>(res, 201);
}

/**
 * Lets `meanwhile` run just before the next call of `target[method]`, then makes that call: a change that lands
 * between a service's read and its write, the race a kept copy's catch-up (or settle) covers. The method is restored
 * as soon as it is called.
 */
export function beforeNextCall<T extends object>(
  target: T,
  method: keyof T & string,
  meanwhile: () => Promise<unknown>,
): void {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  const spy = jest.spyOn(target, method as never).mockImplementationOnce((async (...args: unknown[]) => {
    spy.mockRestore();
    await meanwhile();
    return original(...args);
  }) as never);
}

/**
 * What each listing of reviews shows of one review's user or book, as `viewer` sees them: the book's reviews, the
 * user's own, and the listing of all (undefined where the review is not listed).
 */
export async function shownOnEachListing(
  t: TestApp,
  viewer: TestUser,
  review: { _id: string; book: string; user: string },
  part: 'user' | 'book',
): Promise<unknown[]> {
  const listings = [`/api/reviews?book=${review.book}`, `/api/reviews?user=${review.user}`, '/api/reviews?limit=100'];
  return Promise.all(
    listings.map(
      async (url) =>
        (await t.http.get(url).set(viewer.auth).expect(200)).body.data.find(
          (r: { _id: string }) => r._id === review._id,
        )?.[part],
    ),
  );
}
