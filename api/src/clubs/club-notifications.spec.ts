import { Types } from 'mongoose';
import { addToReadingList } from '../testing/reading-list';
import { createBook } from '../testing/books';
import { createUser, setUpApp, type TestUser } from '../testing/fixtures';
import { joinClub, postInSection, scheduleClub, startClub } from '../testing/clubs';
import { queriesDuring, uncoveredQueries } from '../testing/index-coverage';

interface Told {
  type: string;
  actor: { username: string } | null;
  club: { _id: string; name: string; section: { _id: string; title: string } | null; excerpt: string | null } | null;
  link: string;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('what clubs tell readers (the bell)', () => {
  const { t, admin, owner, mod, ada, bob, cy } = setUpApp({
    users: { admin: 'admin', owner: 'user', mod: 'user', ada: 'user', bob: 'user', cy: 'user' },
  });
  let book: string;

  const told = async (reader: TestUser): Promise<Told[]> =>
    (await t.http.get('/api/notifications?limit=50').set(reader.auth).expect(200)).body.data;
  const clubTold = async (reader: TestUser, club: string, type?: string) =>
    (await told(reader)).filter((n) => n.club?._id === club && (!type || n.type === type));
  const appoint = (club: string, reader: TestUser) =>
    t.http
      .put(`/api/clubs/${club}/members/${reader.username}/role`)
      .set(owner.auth)
      .send({ role: 'moderator' })
      .expect(200);
  const mute = (club: string, reader: TestUser, muted = true) =>
    t.http.put(`/api/clubs/${club}/mute`).set(reader.auth).send({ muted }).expect(200);
  /** Makes the reader a member since `days` ago (the due dates that passed since then are theirs to be told). */
  const memberSince = (club: string, reader: TestUser, days: number) =>
    t.connection
      .collection('clubmembers')
      .updateOne(
        { club: new Types.ObjectId(club), user: new Types.ObjectId(reader.id) },
        { $set: { joinedAt: new Date(Date.now() - days * DAY) } },
      );

  beforeAll(async () => {
    book = (await createBook(t, admin, { title: 'Bell Book', pageCount: 200 }))._id;
  });

  it('tells an invited reader, and a reader whose request was accepted', async () => {
    const club = await startClub(t, owner, { name: 'Bell Private', visibility: 'private' });
    await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: ada.username }).expect(201);
    expect(await clubTold(ada, club)).toEqual([
      expect.objectContaining({
        type: 'club-invitation',
        actor: expect.objectContaining({ username: owner.username }),
        club: { _id: club, name: 'Bell Private', section: null, post: null, excerpt: null },
        link: `/clubs/${club}`,
      }),
    ]);

    await joinClub(t, bob, club);
    await t.http.post(`/api/clubs/${club}/requests/${bob.username}/accept`).set(owner.auth).expect(200);
    expect((await clubTold(bob, club)).map((n) => n.type)).toEqual(['club-accepted']);
    // Invited after asking: the request is accepted, and told as such.
    await joinClub(t, cy, club);
    await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: cy.username }).expect(201);
    expect((await clubTold(cy, club)).map((n) => n.type)).toEqual(['club-accepted']);
  });

  it("tells the club's owner and moderators of a request to join, unless they muted it or a block stands between", async () => {
    const club = await startClub(t, owner, { name: 'Bell Requests', visibility: 'private' });
    for (const r of [mod, ada, bob]) {
      await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: r.username }).expect(201);
      await joinClub(t, r, club);
    }
    await appoint(club, mod);
    await appoint(club, bob);
    await mute(club, bob);
    const asker = await createUser(t);
    await t.http.post(`/api/readers/${asker.username}/block`).set(mod.auth).expect(200);
    const asking = await queriesDuring(t.connection, () => joinClub(t, asker, club));
    expect(uncoveredQueries(t.connection, asking)).toEqual([]);

    expect(await clubTold(owner, club, 'club-request')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ username: asker.username }), link: `/clubs/${club}` }),
    ]);
    expect(await clubTold(mod, club, 'club-request')).toEqual([]);
    expect(await clubTold(bob, club, 'club-request')).toEqual([]);
    expect(await clubTold(ada, club, 'club-request')).toEqual([]);
    // Asking again the same day tells nobody twice.
    await t.http.delete(`/api/clubs/${club}/membership`).set(asker.auth).expect(200);
    await joinClub(t, asker, club);
    expect(await clubTold(owner, club, 'club-request')).toHaveLength(1);
  });

  it("tells a post's author of a reply, with its words only where the spoiler gate lets them see it", async () => {
    const club = await startClub(t, owner, { name: 'Bell Replies' });
    for (const r of [ada, bob, cy]) await joinClub(t, r, club);
    await addToReadingList(t, bob, book, 'completed').expect(201);
    await addToReadingList(t, cy, book, 'completed').expect(201);
    await addToReadingList(t, ada, book, 'reading').expect(201);
    const [first, second] = await scheduleClub(t, owner, club, book, [
      { title: 'Part one', endPage: 50 },
      { title: 'Part two', endPercent: 100 },
    ]);

    // Bob has finished the book: a reply to his post is told with its words.
    const bobs = await postInSection(t, bob, club, second, 'The twist!');
    await postInSection(t, cy, club, second, 'I never saw it coming', bobs);
    expect(await clubTold(bob, club, 'club-reply')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ username: cy.username }),
        club: expect.objectContaining({
          section: { _id: second, title: 'Part two' },
          excerpt: 'I never saw it coming',
        }),
        link: `/clubs/${club}/sections/${second}`,
      }),
    ]);

    // Ada posted in part two (which opened it for her), then left and came back at page 0: the reply is told, its
    // words are not.
    const adas = await postInSection(t, ada, club, second, 'Guessing ahead');
    await t.http.delete(`/api/clubs/${club}/membership`).set(ada.auth).expect(200);
    await joinClub(t, ada, club);
    await postInSection(t, bob, club, second, 'The butler did it', adas);
    const hidden = await clubTold(ada, club, 'club-reply');
    expect(hidden).toEqual([expect.objectContaining({ club: expect.objectContaining({ excerpt: null }) })]);
    const whole = await t.http.get('/api/notifications').set(ada.auth).expect(200);
    expect(JSON.stringify(whole.body)).not.toContain('butler');

    // A member who muted the club is told nothing; nor is anyone of their own reply.
    const firsts = await postInSection(t, cy, club, first, 'Part one thoughts');
    await mute(club, cy);
    await postInSection(t, bob, club, first, 'Agreed', firsts);
    await postInSection(t, cy, club, first, 'Me again', firsts);
    expect(await clubTold(cy, club, 'club-reply')).toEqual([]);
    await mute(club, cy, false);
    await postInSection(t, owner, club, first, 'Welcome back', firsts);
    expect(await clubTold(cy, club, 'club-reply')).toHaveLength(1);
  });

  it('tells a member of each section whose due date passed since they last read, once, unless they muted the club', async () => {
    const club = await startClub(t, owner, { name: 'Bell Sections' });
    for (const r of [ada, bob]) await joinClub(t, r, club);
    const [due, ahead] = await scheduleClub(t, owner, club, book, [
      { title: 'Due yesterday', endPage: 50, dueDate: isoDay(-1) },
      { title: 'Due next week', endPage: 100, dueDate: isoDay(7) },
      { title: 'No date', endPercent: 100 },
    ]);
    await memberSince(club, ada, 3);
    await memberSince(club, bob, 3);
    await mute(club, bob);

    expect(await clubTold(ada, club, 'club-section')).toEqual([
      expect.objectContaining({
        actor: null,
        club: expect.objectContaining({ name: 'Bell Sections', section: { _id: due, title: 'Due yesterday' } }),
        link: `/clubs/${club}/sections/${due}`,
      }),
    ]);
    const unread = await t.http.get('/api/notifications/unread-count').set(ada.auth).expect(200);
    expect(unread.body.data.count).toBeGreaterThan(0);
    // Told once, however often the list is read; the section ahead is not due; a muted member hears nothing.
    expect(await clubTold(ada, club, 'club-section')).toHaveLength(1);
    expect(JSON.stringify(await clubTold(ada, club))).not.toContain(ahead);
    expect(await clubTold(bob, club, 'club-section')).toEqual([]);
    // A reader who joins after a due date passed is not told of it.
    await joinClub(t, cy, club);
    expect(await clubTold(cy, club, 'club-section')).toEqual([]);
  });

  it('works out sections opening with the same commands whatever the number of clubs, each served by an index', async () => {
    const reader = await createUser(t);
    const commandsWith = async (clubs: number) => {
      for (let i = 0; i < clubs; i++) {
        const club = await startClub(t, owner, { name: `Bell Budget ${i}` });
        await joinClub(t, reader, club);
        await scheduleClub(t, owner, club, book, [{ title: `Due ${i}`, endPercent: 100, dueDate: isoDay(-1) }]);
        await memberSince(club, reader, 3);
      }
      return queriesDuring(t.connection, () => t.http.get('/api/notifications').set(reader.auth).expect(200));
    };
    const one = await commandsWith(1);
    const three = await commandsWith(3);
    const ops = (shapes: { collection: string; op: string }[]) => shapes.map((s) => `${s.collection}.${s.op}`).sort();
    expect(ops(three)).toEqual(ops(one));
    expect(uncoveredQueries(t.connection, [...one, ...three])).toEqual([]);
    expect((await told(reader)).filter((n) => n.type === 'club-section')).toHaveLength(4);
  });
});
