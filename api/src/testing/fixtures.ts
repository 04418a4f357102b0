import { JwtService } from '@nestjs/jwt';
import bcrypt from 'bcryptjs';
import type { Test } from 'supertest';
import { type UserRole } from '../accounts/users/user.schema';
import { createTestApp, type TestApp } from './test-app';
import { Collections } from '../platform/database/collections';

/*
 * A spec's app and its users. Users are written through the User model and signed in with the app's JwtService (no
 * dependency on the auth endpoints). Each area's data is built in its own file beside this one, through the HTTP API,
 * so that it takes the same code paths (and aggregates) as real requests: authors, genres and books in books.ts,
 * reviews in reviews.ts, reading-list entries in reading-list.ts.
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
export const uniqueSuffix = () => `${Date.now()}${seq++}`;

/** What createUser makes a user with, when not its defaults (a reader named `user_…`, password `secret123`). */
export interface UserOptions {
  role?: UserRole;
  username?: string;
  password?: string;
}

export async function createUser(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const users = t.app.get(Collections).users;
  const username = options.username ?? `user_${uniqueSuffix()}`;
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
export function expectData<T>(res: { status: number; body: { success?: boolean; data?: T } }, status: number): T {
  if (res.status !== status || res.body.success !== true) {
    throw new Error(`Expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.data as T;
}

export interface Created {
  _id: string;
  [key: string]: unknown;
}

/** Creates a document through the API as `who` (POST `path` with `body`, answered 201) and returns it. */
export async function createThrough(
  t: TestApp,
  who: Pick<TestUser, 'auth'>,
  path: string,
  body: Record<string, unknown>,
): Promise<Created> {
  return expectData<Created>(await t.http.post(path).set(who.auth).send(body), 201);
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
