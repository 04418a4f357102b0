import type { Response } from 'supertest';
import type { TestApp } from './test-app';
import { expectData, type TestUser } from './fixtures';
import { PNG } from './test-images';

/*
 * Builders for the tests of accounts made as a visitor makes them: the sign-up form, sent to POST /auth/register.
 */

/** No secret may ever leave the server: neither the hash, nor a password field, nor anything bcrypt-looking. */
export function expectNoSecrets(res: Response) {
  expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|"password"|\$2[aby]?\$/);
}

/** The fields of the public user (PublicUser): what sign-in, /auth/me and the administrators' user list show. */
export const USER_KEYS = [
  '_id',
  'avatar',
  'bio',
  'createdAt',
  'email',
  'firstName',
  'fullName',
  'lastLogin',
  'lastName',
  'privacy',
  'role',
  'suspension',
  'username',
];

export const PASSWORD = 'quiet-harbor-42';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let seq = 0;
/** A valid sign-up form with a username and an email of its own, changed by `overrides`. */
export function signUpForm(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    username: `reader${seq}`,
    email: `reader${seq}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
}

/** Signs a new reader up through the API: the form sent, the session's token and the user as answered. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = signUpForm(overrides);
  const res = await t.http.post('/api/auth/register').send(input).expect(201);
  return { input, token: res.body.data.token as string, user: res.body.data.user };
}

/** Signs a user made by the fixtures (createUser, its default password) in again: the new session and the user. */
export async function signInAgain(t: TestApp, user: { username: string }) {
  const res = await t.http
    .post('/api/auth/login')
    .send({ email: `${user.username}@example.test`, password: 'secret123' })
    .expect(200);
  return { auth: bearer(res.body.data.token as string), user: res.body.data.user };
}

/** Sends a sign-up form (signUpForm with `overrides`): the request, for the test to check its answer. */
export const sendSignUp = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  t.http.post('/api/auth/register').send(signUpForm(overrides));

/** Sends a sign-in: the request, for the test to check its answer. */
export const signIn = (t: TestApp, email: string, password: string) =>
  t.http.post('/api/auth/login').send({ email, password });

/** Uploads an image as `user` (POST /upload/image) and returns its URL: what that user's avatar may be. */
export async function uploadImage(t: TestApp, user: Pick<TestUser, 'auth'>): Promise<string> {
  const res = await t.http
    .post('/api/upload/image')
    .set(user.auth)
    .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' });
  return expectData<{ imageUrl: string }>(res, 201).imageUrl;
}
