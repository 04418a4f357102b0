import type { OpenAPIObject } from '@nestjs/swagger';
import { ACTIVITY_TYPES } from './people/activity/activity.schema';
import { buildOpenApiDocument } from './app.factory';
import type { Visibility } from './accounts/users/privacy';
import { addToReadingList } from './testing/reading-list';
import { createAuthor, createBook, createGenre } from './testing/books';
import { createReview } from './testing/reviews';
import { createUser, setUpApp, type TestUser } from './testing/fixtures';
import { GOODREADS_HEADER, goodreadsRow } from './testing/goodreads-export';
import { upload } from './testing/imports';
import { routesOf } from './testing/routes';
import { eachLimited, planCrawl } from './testing/openapi-crawl';
import { follow, setPrivacy } from './testing/readers';
import { joinClub, postInSection, scheduleClub, startClub } from './testing/clubs';

/*
 * The privacy crawl. Readers with each privacy setting, and a reader who blocked another, hold text of their own
 * (markers) in every kind of data they have: a review, a book on their list (a title no one else shelves), a comment,
 * a goal (a target no one else sets), their activity, an import. Then every GET route of the OpenAPI document is
 * called by each viewer, its parameters filled by name from that data, and no answer may carry a marker its viewer
 * may not see. Positive controls prove the crawl reaches each marker where it is allowed, so the crawl can fail.
 */

const YEAR = new Date().getUTCFullYear();
const WORD = 'Xylomarker';

/** How the viewers stand to an owner: the owner, an accepted follower, the reader the owner blocked, anyone else. */
type Standing = 'self' | 'follower' | 'blocked' | 'other';

const stricter = (a: Visibility, b: Visibility): Visibility =>
  a === 'me' || b === 'me' ? 'me' : a === 'followers' || b === 'followers' ? 'followers' : 'everyone';

/** Who sees a part with this visibility, by standing (a blocked reader sees nothing of the owner when signed in). */
const allowed = (visibility: Visibility, standing: Standing) =>
  standing === 'self' ||
  (standing !== 'blocked' && (visibility === 'everyone' || (visibility === 'followers' && standing === 'follower')));

interface Owner {
  key: 'private' | 'followers' | 'quiet' | 'blocker' | 'blockee';
  list: Visibility;
  goal: Visibility;
  activity: Visibility;
  target: number;
}

/** The owners of markers: their settings, and the goal each sets (a target no other reader has). */
const OWNERS: Owner[] = [
  { key: 'private', list: 'me', goal: 'me', activity: 'me', target: 917 },
  { key: 'followers', list: 'followers', goal: 'followers', activity: 'followers', target: 923 },
  // The list and goal kept to the reader while activity is everyone's: activity about them obeys the stricter.
  { key: 'quiet', list: 'me', goal: 'me', activity: 'everyone', target: 929 },
  { key: 'blocker', list: 'everyone', goal: 'everyone', activity: 'everyone', target: 937 },
  // A reader the blocker blocked: a block hides each from the other, so the blocker meets none of theirs either.
  { key: 'blockee', list: 'everyone', goal: 'everyone', activity: 'everyone', target: 941 },
];

/** What identifies a marker in an answer. */
type Marker = {
  owner: Owner;
  kind: 'review' | 'thread' | 'comment' | 'shelf' | 'goal' | 'activity' | 'progress' | 'name';
  visibility: Visibility;
};

const markersOf = (owner: Owner): Marker[] => [
  { owner, kind: 'review', visibility: 'everyone' },
  { owner, kind: 'comment', visibility: 'everyone' },
  // Another reader's comment on the owner's review.
  { owner, kind: 'thread', visibility: 'everyone' },
  // A list entry shows through activity too: the stricter of the two settings, which is never looser than the list's.
  { owner, kind: 'shelf', visibility: owner.list },
  { owner, kind: 'goal', visibility: owner.goal },
  { owner, kind: 'activity', visibility: owner.activity },
  // Progress on a book is activity about the list: the stricter of the two settings, wherever it shows.
  { owner, kind: 'progress', visibility: stricter(owner.list, owner.activity) },
  // Only the reader they blocked must not meet them: others see the name of everyone.
  ...(owner.key === 'blocker' ? [{ owner, kind: 'name' as const, visibility: 'everyone' as const }] : []),
];
const MARKERS = OWNERS.flatMap(markersOf);
/** The page each owner logs in their shelved book (a page no other reader reaches). */
const pageOf = (owner: Owner) => owner.target - 300;
const label = (m: Marker) => `${m.owner.key} ${m.kind}`;

const text = (owner: Owner, kind: string) => `${WORD} ${owner.key} ${kind}`;

/**
 * Club posts, each seen only by the viewers named: a private club's post by its members; a post in a section ahead of
 * a reader's progress by those who reached its end (or wrote it); a blocker's post never by the reader they blocked.
 */
const CLUB_MARKERS = [
  { text: `${WORD} private club post`, seenBy: ['approved follower'] },
  { text: `${WORD} club post ahead`, seenBy: ['approved follower', 'blocked reader'] },
  { text: `${WORD} club post of the blocker`, seenBy: ['approved follower', 'blocker owner'] },
] as const;

/** Routes whose answer is the catalogue: a shelved book's title is public there, as every published book's is. */
const CATALOGUE = /^\/api\/(books(\/\{id\})?|authors.*|genres.*|stats|sitemap\/books)$/;
/** Routes answered alike to everyone, signed in or not (the sitemaps for search engines): blocks do not apply there. */
const SAME_FOR_EVERYONE = /^\/api\/sitemap/;

describe('Privacy crawl: every GET route, as every viewer, leaves out what privacy and blocks hide', () => {
  const { t, admin, stranger, pending, approved, blocked, host } = setUpApp({
    users: {
      admin: 'admin',
      stranger: 'user',
      pending: 'user',
      approved: 'user',
      blocked: 'user',
      host: 'user',
    },
  });
  const owners = {} as Record<Owner['key'], TestUser>;
  const shelf = {} as Record<Owner['key'], string>;
  const importIds: string[] = [];
  const reviewIds: Record<string, string> = {};
  let commonBook = '';
  let document: OpenAPIObject;
  let fills: Parameters<typeof planCrawl>[1];

  /** The viewers: a visitor (no token), the signed-in ones, and each owner. */
  const viewers = () => [
    { name: 'visitor', user: null as TestUser | null },
    { name: 'stranger', user: stranger },
    { name: 'pending follower', user: pending },
    { name: 'approved follower', user: approved },
    { name: 'blocked reader', user: blocked },
    ...OWNERS.map((o) => ({ name: `${o.key} owner`, user: owners[o.key] })),
  ];

  const standing = (viewer: TestUser | null, owner: Owner): Standing => {
    if (viewer?.id === owners[owner.key].id) return 'self';
    if (viewer?.id === approved.id) return 'follower';
    if (viewer?.id === blocked.id && owner.key === 'blocker') return 'blocked';
    if (viewer?.id === owners.blocker.id && owner.key === 'blockee') return 'blocked';
    return 'other';
  };

  beforeAll(async () => {
    const author = await createAuthor(t, admin);
    const genre = await createGenre(t, admin);
    const common = await createBook(t, admin, { author: author._id, genres: [genre._id] });
    commonBook = common._id;
    const hostReview = await createReview(t, host, common._id);
    const blockedReview = await createReview(t, blocked, common._id, { title: 'Blocked reader review' });
    Object.assign(reviewIds, { host: hostReview._id, blocked: blockedReview._id });
    for (const o of OWNERS) {
      const owner = (owners[o.key] = await createUser(t));
      await setPrivacy(t, owner, { listVisibility: o.list, goalVisibility: o.goal, activityVisibility: o.activity });
      const book = await createBook(t, admin, { author: author._id, title: text(o, 'shelf'), pageCount: 1000 });
      shelf[o.key] = book._id;
      const entry = (await addToReadingList(t, owner, book._id, 'reading').expect(201)).body.data._id;
      await t.http
        .put(`/api/reading-list/${entry}/progress`)
        .set(owner.auth)
        .send({ page: pageOf(o) })
        .expect(200);
      await t.http.put(`/api/goals/${YEAR}`).set(owner.auth).send({ target: o.target }).expect(200);
      const review = await createReview(t, owner, common._id, { title: text(o, 'review'), content: text(o, 'review') });
      reviewIds[o.key] = review._id;
      await t.http
        .post(`/api/reviews/${review._id}/comments`)
        .set(host.auth)
        .send({ body: text(o, 'thread') })
        .expect(201);
      await t.http
        .post(`/api/reviews/${hostReview._id}/comments`)
        .set(owner.auth)
        .send({ body: text(o, 'comment') })
        .expect(201);
      // An import kept to its reader, naming the shelved book.
      const file = `${GOODREADS_HEADER}\n${goodreadsRow(1, { title: text(o, 'shelf'), author: 'Someone', isbn13: '', rating: 0, review: '', shelf: 'to-read' })}\n`;
      importIds.push((await upload(t, owner, file).expect(201)).body.data.id);
      // The approved follower follows each owner, and is accepted where the owner approves followers.
      if ((await follow(t, approved, owner)) === 'requested')
        await t.http.post(`/api/follow-requests/${approved.username}/accept`).set(owner.auth).expect(200);
    }
    // A request the followers-only reader has not answered (a follow, where approval is off).
    await follow(t, pending, owners.followers);
    // Before the block: each met the other (a follow both ways, a like, a comment), then the blocker blocks.
    const blocker = owners.blocker;
    await follow(t, blocked, blocker);
    await follow(t, blocker, blocked);
    await t.http.post(`/api/reviews/${blockedReview._id}/like`).set(blocker.auth).expect(200);
    await t.http
      .post(`/api/reviews/${blockedReview._id}/comments`)
      .set(blocker.auth)
      .send({ body: text(OWNERS[3], 'comment') })
      .expect(201);
    await t.http.post(`/api/readers/${blocked.username}/block`).set(blocker.auth).expect(200);
    await follow(t, owners.blockee, blocker);
    await t.http.post(`/api/readers/${owners.blockee.username}/block`).set(blocker.auth).expect(200);

    // Clubs, both run by the host. A private one with the approved follower as a member, and a public one where the
    // pending follower is at 5% of the book (inside its first section) while the approved follower and the blocked
    // reader have finished it; the blocker, a member, posts in the first section.
    const clubBook = await createBook(t, admin, { author: author._id, pageCount: 200 });
    const privateClub = await startClub(t, host, { visibility: 'private', name: 'Crawl private club' });
    await t.http.post(`/api/clubs/${privateClub}/invitations`).set(host.auth).send({ username: approved.username });
    await joinClub(t, approved, privateClub);
    const privateSections = await scheduleClub(t, host, privateClub, clubBook._id, [{ title: 'All', endPercent: 1 }]);
    await postInSection(t, host, privateClub, privateSections[0], CLUB_MARKERS[0].text);
    const publicClub = await startClub(t, host, { visibility: 'public', name: 'Crawl public club' });
    const publicSections = await scheduleClub(t, host, publicClub, clubBook._id, [
      { title: 'Start', endPage: 20 },
      { title: 'End', endPercent: 100 },
    ]);
    for (const reader of [pending, owners.blocker]) await joinClub(t, reader, publicClub);
    for (const reader of [approved, blocked]) await addToReadingList(t, reader, clubBook._id, 'completed').expect(201);
    for (const reader of [pending, owners.blocker]) {
      const entry = (await addToReadingList(t, reader, clubBook._id, 'reading').expect(201)).body.data._id;
      await t.http.put(`/api/reading-list/${entry}/progress`).set(reader.auth).send({ percent: 5 }).expect(200);
    }
    await postInSection(t, host, publicClub, publicSections[1], CLUB_MARKERS[1].text);
    await postInSection(t, owners.blocker, publicClub, publicSections[0], CLUB_MARKERS[2].text);

    // A series of the common book and the club's: each viewer sees their own reading-list status only.
    const series = (
      await t.http
        .post('/api/series')
        .set(admin.auth)
        .send({
          name: 'Crawl series',
          entries: [common._id, clubBook._id].map((work, i) => ({ work, position: i + 1 })),
        })
        .expect(201)
    ).body.data._id as string;

    const readers = [...Object.values(owners), stranger, pending, approved, blocked, host];
    const reviews = (await t.http.get(`/api/reviews?book=${common._id}&limit=500`).expect(200)).body.data as {
      _id: string;
    }[];
    fills = {
      path: {
        username: readers.map((r) => r.username),
        'books/{id}': [common._id, ...Object.values(shelf)],
        'reviews/{id}': [...reviews.map((r) => r._id), blockedReview._id],
        'authors/{id}': [author._id],
        'genres/{id}': [genre._id],
        'series/{id}': [series],
        // An administrator's merge job (every viewer here is refused it): any id.
        'jobs/{id}': [common._id],
        'imports/{id}': importIds,
        'clubs/{id}': [privateClub, publicClub],
        sectionId: [...privateSections, ...publicSections],
        year: [String(YEAR)],
      },
      query: {
        user: readers.map((r) => r.id),
        book: [common._id, ...Object.values(shelf)],
        author: [author._id],
        genre: [genre._id],
        search: [WORD, ...Object.values(owners).map((o) => o.username)],
        q: [WORD],
        club: [privateClub, publicClub],
        rating: ['4'],
        role: [],
        // An administrator's merge preview: two of the test's books (every viewer here is refused it).
        keep: [common._id],
        merge: Object.values(shelf).slice(0, 1),
        // An administrator's preview of grouping two works: the same two books.
        add: Object.values(shelf).slice(0, 1),
        sort: [],
        status: [],
        counts: [],
        state: [],
        total: [],
        timeZone: ['UTC'],
        page: 'default',
        before: 'default',
      },
    };
    document = buildOpenApiDocument(t.app);
  });

  /** A URL with the ids and usernames of the test's readers and books written as their roles (`<blocker>`). */
  function named(url: string): string {
    const names: [string, string][] = [
      ...Object.entries({ stranger, pending, approved, blocked, host, ...owners }).flatMap(([role, user]) => [
        [user.username, `<${role}>`] as [string, string],
        [user.id, `<${role}>`] as [string, string],
      ]),
      [commonBook, '<common book>'],
      ...Object.entries(shelf).map(([role, id]) => [id, `<${role} shelf book>`] as [string, string]),
      ...Object.entries(reviewIds).map(([role, id]) => [id, `<${role} review>`] as [string, string]),
    ];
    return names.reduce((named, [value, role]) => named.split(value).join(role), url);
  }

  /** The markers an answer carries, for the route it answers and the URL that was asked. */
  function markersIn(route: string, url: string, body: string, json: unknown): Marker[] {
    return MARKERS.filter(({ owner, kind }) => {
      const user = owners[owner.key];
      switch (kind) {
        case 'review':
        case 'thread':
        case 'comment':
          return body.includes(text(owner, kind));
        case 'shelf':
          // Its title anywhere but the catalogue; where a URL names the book (friends on it), its reader's name.
          return (
            (!CATALOGUE.test(route) && body.includes(text(owner, 'shelf'))) ||
            (url.includes(shelf[owner.key]) && body.includes(user.username))
          );
        case 'goal':
          return body.includes(`"target":${owner.target}`) || body.includes(`,${owner.target},`);
        case 'activity':
          return activityBy(json, user);
        case 'progress':
          return body.includes(`"page":${pageOf(owner)},`);
        case 'name':
          // Their name or id; or, where the URL names them (their followers), an answer with anything in it.
          return (
            !SAME_FOR_EVERYONE.test(route) &&
            (body.includes(user.username) ||
              body.includes(user.id) ||
              ((url.includes(user.username) || url.includes(user.id)) && holdsData(json)))
          );
      }
    });
  }

  describe('crawling every documented GET route as each viewer', () => {
    const leaks: string[] = [];
    const failures: string[] = [];
    const seen = new Set<string>();
    let plan: ReturnType<typeof planCrawl>;
    beforeAll(async () => {
      plan = planCrawl(document, fills);
      // One listening server for the whole crawl (supertest would open and close one per request otherwise).
      await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
      const calls = plan.urls.flatMap((call) => viewers().map((viewer) => ({ ...call, viewer })));
      await eachLimited(calls, 4, async ({ route, url, viewer }) => {
        const request = t.http.get(url);
        if (viewer.user) request.set(viewer.user.auth);
        const res = await request;
        if (res.status >= 500) failures.push(`${viewer.name} GET ${url}: ${res.status}`);
        const body = res.text ?? '';
        const json = res.type === 'application/json' ? res.body : null;
        for (const marker of CLUB_MARKERS.filter((m) => body.includes(m.text))) {
          seen.add(`${marker.text} <- ${viewer.name}`);
          if (!(marker.seenBy as readonly string[]).includes(viewer.name))
            leaks.push(`${viewer.name} GET ${named(url)}: ${marker.text}`);
        }
        for (const marker of markersIn(route, url, body, json)) {
          seen.add(`${label(marker)} <- ${viewer.name}`);
          if (!allowed(marker.visibility, standing(viewer.user, marker.owner)))
            leaks.push(`${viewer.name} GET ${named(url)}: ${label(marker)}`);
        }
      });
    }, 120_000);

    it('fills every parameter of every route, so a new route is crawled as soon as it is documented', () => {
      expect(plan.unfilled).toEqual([]);
    });

    it('knows every GET route of the app from the document: none is left out of the crawl', () => {
      const documented = Object.keys(document.paths).filter((path) => document.paths[path].get);
      const served = [...routesOf(t.app).keys()]
        .filter((route) => route.startsWith('GET '))
        .map((route) => `/api/${route.slice('GET /'.length)}`.replace(/:(\w+)/g, '{$1}').replace(/\/$/, ''));
      expect(served).toContain('/api/readers/{username}/reading-list');
      expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    });

    it('gets no server error', () => {
      expect(failures).toEqual([]);
    });

    it('finds no marker in an answer to a viewer who may not see it', () => {
      expect(leaks.sort()).toEqual([]);
    });

    // Each owner sees all of their markers, the approved follower what followers may see, visitors and strangers
    // what everyone may see: the crawl reaches the data it guards.
    it('reaches every marker where it is allowed', () => {
      const missing: string[] = [];
      for (const marker of MARKERS) {
        // No one is shown their own activity: it is their followers' to see.
        const expected =
          marker.kind === 'name'
            ? ['stranger', 'visitor']
            : marker.kind === 'activity'
              ? []
              : [`${marker.owner.key} owner`];
        if (marker.visibility !== 'me' && marker.kind !== 'name') expected.push('approved follower');
        if (marker.visibility === 'everyone' && marker.kind !== 'activity') expected.push('stranger', 'visitor');
        for (const viewer of expected)
          if (!seen.has(`${label(marker)} <- ${viewer}`)) missing.push(`${label(marker)} <- ${viewer}`);
      }
      for (const marker of CLUB_MARKERS)
        for (const viewer of marker.seenBy)
          if (!seen.has(`${marker.text} <- ${viewer}`)) missing.push(`${marker.text} <- ${viewer}`);
      expect(missing).toEqual([]);
    });
  });
});

/** Whether an answer's data holds anything: an item, or an object (not an empty list, not null). */
function holdsData(json: unknown): boolean {
  const data = (json as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length > 0 : data !== null && data !== undefined;
}

/** Whether an answer holds an activity item (an object of an activity type with an actor) by this reader. */
function activityBy(json: unknown, user: TestUser): boolean {
  if (!json || typeof json !== 'object') return false;
  if (Array.isArray(json)) return json.some((item) => activityBy(item, user));
  const item = json as { type?: unknown; actor?: { id?: string; username?: string } | null };
  if (
    ACTIVITY_TYPES.includes(item.type as never) &&
    (item.actor?.id === user.id || item.actor?.username === user.username)
  )
    return true;
  return Object.values(json).some((value) => activityBy(value, user));
}
