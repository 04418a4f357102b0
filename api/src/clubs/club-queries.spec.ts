import { addToReadingList } from '../testing/reading-list';
import { createBook } from '../testing/books';
import { createUser, setUpApp, type TestUser } from '../testing/fixtures';
import { joinClub, postInSection, scheduleClub, startClub } from '../testing/clubs';
import { recordQueries, uncoveredQueries, type QueryShape } from '../testing/index-coverage';

/** Rate-limit counters: one small document per account and action, whatever a request lists (scan-budget.spec.ts). */
const BOOKKEEPING = new Set(['rate_limits']);

/**
 * The clubs' share of the index-coverage and scan-budget rules (index-coverage.spec.ts, scan-budget.spec.ts): every
 * query the club routes send is served by a declared index, and the directory, a club's page, its members, its
 * schedule, a thread and "Your clubs" send the same commands whatever the club's size or the reader's number of clubs.
 */
describe('clubs: indexes and scan budget', () => {
  const { t, admin, owner, reader, other } = setUpApp({
    users: { admin: 'admin', owner: 'user', reader: 'user', other: 'user' },
  });
  let commands: QueryShape[];
  let club: string;
  let sections: string[];
  const members: TestUser[] = [];
  const readerClubs: string[] = [];
  let posts = 0;

  beforeAll(async () => {
    const book = await createBook(t, admin, { title: 'Budget Book', pageCount: 300 });
    commands = recordQueries(t.connection);
    club = await startClub(t, owner, { name: 'Budget Club' });
    sections = await scheduleClub(t, owner, club, book._id, [
      { title: 'One', endPage: 100, dueDate: '2026-12-01' },
      { title: 'Two', endPercent: 100 },
    ]);
    await joinClub(t, reader, club);
    const entry = (await addToReadingList(t, reader, book._id, 'reading').expect(201)).body.data._id;
    await t.http.put(`/api/reading-list/${entry}/progress`).set(reader.auth).send({ page: 150 }).expect(200);
  });
  afterAll(() => {
    t.connection.set('debug', false);
  });

  /** Up to `size` members (each posting, the reader replying), clubs of the reader, and blocks of the reader. */
  async function growTo(size: number): Promise<void> {
    while (members.length < size) {
      const member = await createUser(t);
      members.push(member);
      await joinClub(t, member, club);
      const post = await postInSection(t, member, club, sections[0], `Post ${posts++}`);
      await postInSection(t, reader, club, sections[0], 'A reply', post);
      await postInSection(t, member, club, sections[1], `Later post ${posts++}`);
      readerClubs.push(await startClub(t, member, { name: `Budget Club ${members.length}` }));
      await joinClub(t, reader, readerClubs[readerClubs.length - 1]);
      if (members.length > 1) await t.http.post(`/api/readers/${member.username}/block`).set(reader.auth).expect(200);
    }
  }

  const reads = (): [string, TestUser | undefined, string][] => [
    ['directory by members', undefined, '/api/clubs'],
    ['directory by activity', undefined, '/api/clubs?sort=activity'],
    ['directory search', undefined, '/api/clubs?search=budget'],
    ['your clubs', reader, '/api/clubs/mine'],
    ["a club's page", reader, `/api/clubs/${club}`],
    ["a club's page, signed out", undefined, `/api/clubs/${club}`],
    ["a club's members", reader, `/api/clubs/${club}/members`],
    ["a club's schedule", reader, `/api/clubs/${club}/schedule`],
    ['an open thread', reader, `/api/clubs/${club}/sections/${sections[0]}/posts`],
    ['a gated thread', reader, `/api/clubs/${club}/sections/${sections[1]}/posts`],
    ['a thread, signed out', undefined, `/api/clubs/${club}/sections/${sections[0]}/posts`],
  ];

  async function commandsOf(): Promise<Map<string, string[]>> {
    const sent = new Map<string, string[]>();
    for (const [label, caller, url] of reads()) {
      const from = commands.length;
      const req = t.http.get(url);
      if (caller) req.set(caller.auth);
      await req.expect(200);
      sent.set(
        label,
        commands
          .slice(from)
          .filter((c) => !BOOKKEEPING.has(c.collection))
          .map((c) => `${c.collection}.${c.op}${c.joins?.length ? ` joining ${c.joins.join(', ')}` : ''}`)
          .sort(),
      );
    }
    return sent;
  }

  it('sends the same commands for 9 members, posts and clubs as for 3', async () => {
    await growTo(3);
    const small = await commandsOf();
    await growTo(9);
    const large = await commandsOf();
    for (const [label, sent] of large) {
      expect({ label, commands: sent }).toEqual({ label, commands: small.get(label) });
      expect({ label, sent: sent.length > 0 }).toEqual({ label, sent: true });
    }
  }, 30_000);

  it('serves every query of the club routes with a declared index', async () => {
    const member = members[0];
    const privateClub = await startClub(t, owner, { visibility: 'private' });
    await joinClub(t, other, privateClub);
    await t.http.post(`/api/clubs/${privateClub}/requests/${other.username}/accept`).set(owner.auth).expect(200);
    await t.http.post(`/api/clubs/${privateClub}/invitations`).set(owner.auth).send({ username: member.username });
    await t.http.get(`/api/clubs/${privateClub}/members?state=invited`).set(owner.auth).expect(200);
    await t.http.put(`/api/clubs/${club}/members/${member.username}/role`).set(owner.auth).send({ role: 'moderator' });
    await t.http.post(`/api/clubs/${club}/bans/${members[1].username}`).set(member.auth).expect(200);
    await t.http.delete(`/api/clubs/${club}/members/${members[2].username}`).set(member.auth).expect(200);
    await t.http.post(`/api/clubs/${club}/sections/${sections[1]}/show`).set(reader.auth).expect(200);
    const post = await postInSection(t, reader, club, sections[1], 'Spoilers ahead');
    await t.http.put(`/api/club-posts/${post}`).set(reader.auth).send({ body: 'Edited' }).expect(200);
    await t.http.put(`/api/club-posts/${post}/pin`).set(owner.auth).send({ pinned: true }).expect(200);
    await t.http.delete(`/api/club-posts/${post}`).set(member.auth).expect(200);
    await t.http.post(`/api/clubs/${club}/schedule/finish`).set(owner.auth).expect(200);
    await t.http.post(`/api/clubs/${club}/owner`).set(owner.auth).send({ username: member.username }).expect(200);
    await t.http.delete(`/api/clubs/${club}/membership`).set(reader.auth).expect(200);
    await t.http.delete(`/api/clubs/${privateClub}`).set(owner.auth).expect(200);
    expect(uncoveredQueries(t.connection, commands)).toEqual([]);
  });
});
