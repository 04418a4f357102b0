import type { TestApp } from './test-app';
import type { TestUser } from './fixtures';

/** Starts a club as `owner` (public unless told): its id. */
export async function startClub(t: TestApp, owner: TestUser, body: Record<string, unknown> = {}): Promise<string> {
  const res = await t.http
    .post('/api/clubs')
    .set(owner.auth)
    .send({ name: `Club ${Date.now()}${Math.random()}`, description: 'We read together.', ...body })
    .expect(201);
  return res.body.data._id;
}

/** `reader` joins (or asks to join) a club: the standing answered. */
export async function joinClub(t: TestApp, reader: TestUser, club: string): Promise<{ state: string }> {
  return (await t.http.post(`/api/clubs/${club}/join`).set(reader.auth).expect(200)).body.data;
}

/** A moderator sets the club's schedule: its sections' ids, in order. */
export async function scheduleClub(
  t: TestApp,
  moderator: TestUser,
  club: string,
  book: string,
  sections: Record<string, unknown>[],
): Promise<string[]> {
  const res = await t.http.put(`/api/clubs/${club}/schedule`).set(moderator.auth).send({ book, sections }).expect(200);
  return res.body.data.sections.map((s: { _id: string }) => s._id);
}

/** A member posts in a section (or replies, with `parent`): the post's id. */
export async function postInSection(
  t: TestApp,
  member: TestUser,
  club: string,
  section: string,
  body: string,
  parent?: string,
): Promise<string> {
  const res = await t.http
    .post(`/api/clubs/${club}/sections/${section}/posts`)
    .set(member.auth)
    .send({ body, parent })
    .expect(201);
  return res.body.data._id;
}
