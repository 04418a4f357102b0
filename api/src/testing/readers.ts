import type { TestUser } from './fixtures';
import type { TestApp } from './test-app';

/*
 * Builders for the tests of readers meeting readers: follows and privacy through the HTTP API, as readers make them.
 */

/** `follower` follows `reader` (accepted, or a request when the reader approves followers). */
export async function follow(t: TestApp, follower: TestUser, reader: TestUser): Promise<'following' | 'requested'> {
  const res = await t.http.post(`/api/readers/${reader.username}/follow`).set(follower.auth).expect(200);
  return res.body.data.follow;
}

export async function setPrivacy(t: TestApp, reader: TestUser, privacy: Record<string, unknown>): Promise<void> {
  await t.http.put('/api/auth/privacy').set(reader.auth).send(privacy).expect(200);
}

/** The items of the caller's feed (first page unless `query` says otherwise). */
export async function feedOf(
  t: TestApp,
  reader: TestUser,
  query = '',
): Promise<{ id: string; type: string; actor: { username: string }; book: { id: string } | null }[]> {
  return (await t.http.get(`/api/feed${query}`).set(reader.auth).expect(200)).body.data;
}

/** The four callers every privacy rule is checked from. */
export type Caller = 'visitor' | 'stranger' | 'follower' | 'owner';
export const CALLERS: Caller[] = ['visitor', 'stranger', 'follower', 'owner'];

/** Who may see a part of each visibility. */
export const SEES: Record<'everyone' | 'followers' | 'me', Caller[]> = {
  everyone: ['visitor', 'stranger', 'follower', 'owner'],
  followers: ['follower', 'owner'],
  me: ['owner'],
};
