// `npm run bench:scale`: how the API's reads grow with the catalogue, against their floor.
//
// For each size (default 1,000 and 5,000 books) starts the API from its TypeScript source with the embedded
// database, SEED_SCALE=<size>, the read cache off (READ_CACHE_TTL_MS=0) and no request deadline (REQUEST_TIMEOUT_MS=0:
// on a loaded machine a slow run is measured, not cut off with a 503), then prints the median time of each
// request of the growth goal beside its floor: the same primary query (filter, sort, limit) sent straight through the
// driver to the same embedded engine, plus the round trip of an empty request to the API (GET /api/health/live, no
// database): every request pays the HTTP stack once, which a driver query alone leaves out, so on a query of a few
// milliseconds the ratio to the driver alone says more about the machine's load than about scans. Each request and
// its driver query alternate run by run (the order swapped every run), so a change of load during the measurement
// weighs on both; printed: both medians, the ratio of the medians, the median of the per-run ratios (the figure the
// goal is read on), the ratio of the fastest runs (load only adds time: on a busy machine, the steadiest figure) and
// the ratio of the medians to the driver alone. Goal: every request <= 1.5x its floor at 5,000 books.
// For information, the search and the reading list are measured again beside every command they send, in the API's
// order ("floor: its commands": the authors' read and the $facet of a search, the JWT guard's read of the caller and
// the entries): what is left over is the API's own work (HTTP, validation, views, JSON, compression).
// Then what one write into the reviews collection costs the engine itself (it grows with the square of the
// collection: see engineWrite), and, on a second API with the read cache on, the median of each anonymous read
// repeated (goal <= 5 ms; the signed-in reads here need their caller, so are never cached).
// Listens on 127.0.0.1 only (ports from BENCH_PORTS, e.g. 3560) and stops everything it started.
//
// Options: --sizes=1000,5000  --runs=<n> (default 21)  --root=<dir> (another checkout's api/src, e.g. a "before" copy)
//          --only=<text> (only the requests whose label contains it; several texts separated by '|')  --warmup=<n> (unmeasured runs of each first, default 10)
//          --profile (instead of the comparison: each selected request repeated under a CPU profile of the API,
//          node --cpu-prof, broken down by request stage as `npm run profile:api` does; the database engine runs in
//          its own process, so the shares are of the API's own CPU)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { stageShares } from './lib/cpu-profile.mjs';
import { workspaceRoot } from './lib/product.mjs';
import { startSeededApi } from './lib/seeded-api.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '1000,5000').split(',').map(Number);
const RUNS = Number(option('runs', 21));
// Runs of each request and of its floor before the measured ones: the figures are of a server that has been running
// (a request's own code optimised by V8), not of its first requests after start.
const WARMUP = Number(option('warmup', 10));
const PORT = Number((process.env.BENCH_PORTS ?? '3560').split(/[-,]/)[0]);
const HOST = '127.0.0.1';
const ROOT = option('root', workspaceRoot);
// While working on one request: only the cases whose label contains this text (e.g. --only=search).
const ONLY = option('only', '');
const PROFILE = process.argv.includes('--profile');

// The search's floor asks for titles as the API does: by the key kept on each book (case and accents aside:
// searchKeyPattern), from the measured checkout's source; a checkout from before it matched the title itself.
process.env.SWC_NODE_PROJECT ??= join(ROOT, 'api/tsconfig.app.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { searchKeyPattern } = require(join(ROOT, 'api/src/common/query-helpers.ts'));
const titleSearch = (text) =>
  searchKeyPattern ? { titleSearchKey: searchKeyPattern(text) } : { title: new RegExp(text, 'i') };
const authorSearch = (text) =>
  searchKeyPattern ? { nameSearchKey: searchKeyPattern(text) } : { name: new RegExp(text, 'i') };

// What a reader's browser sends to the API over HTTPS (Chromium's; Firefox and Safari take brotli there too), so that
// the API compresses as it does for readers: Node's fetch alone sends "gzip, deflate", which the API answers with gzip,
// dearer per byte (json-compression.ts): 0.5 ms against 0.2 ms for a reading list of 200 entries.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().then(() => process.exit(130)));

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** The times of `fn` over RUNS runs, after WARMUP runs. */
async function times(fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const all = [];
  for (let i = 0; i < RUNS; i++) all.push(await time(fn));
  return all;
}

const median = async (fn) => middle(await times(fn));

/**
 * A request and its driver query, alternated run by run (the order swapped every run), so that a change of the
 * machine's load during the measurement weighs on both alike: the medians of each, the median of the per-run
 * ratios request / (driver query + the empty request's median), and the fastest run of each (load only ever adds
 * time, so on a busy machine the fastest runs are the closest to what each costs).
 */
async function alternated(request, floor, emptyMs) {
  for (let i = 0; i < WARMUP; i++) {
    await request();
    await floor();
  }
  const ms = [];
  const driverMs = [];
  const ratios = [];
  for (let i = 0; i < RUNS; i++) {
    let a, d;
    if (i % 2 === 0) {
      a = await time(request);
      d = await time(floor);
    } else {
      d = await time(floor);
      a = await time(request);
    }
    ms.push(a);
    driverMs.push(d);
    ratios.push(a / (d + emptyMs));
  }
  return {
    ms: middle(ms),
    driverMs: middle(driverMs),
    ratio: middle(ratios),
    fastestMs: Math.min(...ms),
    fastestDriverMs: Math.min(...driverMs),
  };
}

/** With the read cache off: each request beside its floor. With it on (`cached`): each public read repeated. */
async function measure(size, port, { cached = false, profileDir } = {}) {
  const cacheEnv = cached ? {} : { READ_CACHE_TTL_MS: '0' };
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const api = await startSeededApi({
    root: ROOT,
    port,
    host: HOST,
    env: { SEED_SCALE: String(size), ...cacheEnv, REQUEST_TIMEOUT_MS: '0' },
    nodeArgs,
  });
  cleanups.push(api.stop);
  const { base, uri } = api;
  const client = new MongoClient(uri);
  await client.connect();
  cleanups.push(() => client.close());
  const db = client.db();
  const login = async (email) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password123' }),
    });
    return { Authorization: `Bearer ${(await res.json()).data.token}` };
  };
  const admin = await login('admin@example.test');
  const reader = await login('reader1@example.test');
  const readerId = (await db.collection('users').findOne({ email: 'reader1@example.test' }))._id;
  const book = await db.collection('books').findOne({ status: 'published' }, { sort: { reviewCount: -1, _id: 1 } });
  const get = (path, headers = {}) => {
    const request = async () => {
      const res = await fetch(`${base}${path}`, {
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
      });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    // The signed-in reads measured here need their caller (the admin listing and stats, a reading list): never cached.
    request.cacheable = !headers.Authorization;
    return request;
  };
  const published = { status: 'published' };
  const newest = { createdAt: -1, _id: -1 };
  const find =
    (collection, filter, sort, limit = 0) =>
    () =>
      db.collection(collection).find(filter, { sort, limit }).toArray();
  const sorts = {
    '-averageRating': { averageRating: -1, reviewCount: -1, _id: 1 },
    '-reviewCount': { reviewCount: -1, averageRating: -1, _id: 1 },
    title: { title: 1, _id: 1 },
    '-title': { title: -1, _id: 1 },
    '-publishedDate': { publishedDate: -1, _id: 1 },
    publishedDate: { publishedDate: 1, _id: 1 },
  };
  const searchAuthors = () =>
    db
      .collection('authors')
      .find(authorSearch('river'), { projection: { _id: 1 } })
      .toArray();
  const searchFacet = () =>
    db
      .collection('books')
      .aggregate([
        { $match: { ...published, ...titleSearch('river') } },
        { $sort: sorts['-averageRating'] },
        { $facet: { rows: [{ $skip: 0 }, { $limit: 24 }], total: [{ $count: 'n' }] } },
      ])
      .toArray();
  const guardRead = () =>
    db.collection('users').findOne({ _id: readerId }, { projection: { role: 1, tokenVersion: 1 } });
  const readingList = find('readinglistentries', { user: readerId }, newest);
  const people = await peopleFloors(db, readerId);
  const comments = await commentFloors(db, book._id, size, readerId);
  // Comments leave out those of readers blocked either way, so their answer depends on the caller: never cached.
  const reviewComments = get(`/api/reviews/${comments.review}/comments?limit=20`);
  reviewComments.cacheable = false;
  // A profile depends on its caller (privacy, the follow button): never kept by the read cache, so not among the repeats.
  const profile = get('/api/readers/reader1');
  profile.cacheable = false;
  const cases = [
    ...Object.entries(sorts).map(([sort, spec]) => [
      `catalogue page, sort=${sort}`,
      get(`/api/books?sort=${sort}`),
      find('books', published, spec, 24),
    ]),
    // No author's name contains "river", so the API's filter is the title's alone (books.service.ts): the same query.
    [
      'search "river"',
      get('/api/books?search=river'),
      find('books', { ...published, ...titleSearch('river') }, sorts['-averageRating'], 24),
    ],
    // The same request beside the query it must run: the catalogue shows "N books found", so a search counts its
    // matches, in the same pass as its page ($facet, books.service.ts), which costs this engine more than the find
    // above. For information: the goal is read on the line above.
    ['search "river" (floor: its $facet)', get('/api/books?search=river'), searchFacet],
    // Beside every command it sends, one after the other as the API does: the authors of that name first (their
    // ids join the title in the filter when there are some), then the $facet. What is left over is the API's own work.
    [
      'search "river" (floor: its commands)',
      get('/api/books?search=river'),
      async () => (await searchAuthors(), await searchFacet()),
    ],
    [
      "a book's page",
      get(`/api/books/${book._id}`),
      () => db.collection('books').findOne({ _id: new ObjectId(book._id) }),
    ],
    ['its reviews', get(`/api/reviews?book=${book._id}&limit=50`), find('reviews', { book: book._id }, newest, 50)],
    ['admin review listing', get('/api/reviews?limit=50', admin), find('reviews', {}, newest, 50)],
    [
      'review stats',
      get('/api/reviews/stats', admin),
      () =>
        db
          .collection('reviews')
          .aggregate([{ $group: { _id: '$rating', count: { $sum: 1 } } }])
          .toArray(),
    ],
    // Everyone else sees the reviews of published books only: the same count of every review is its primary query.
    [
      'review stats, anonymous',
      get('/api/reviews/stats'),
      () =>
        db
          .collection('reviews')
          .aggregate([{ $group: { _id: '$rating', count: { $sum: 1 } } }])
          .toArray(),
    ],
    // Site stats are the totals of four collections, each the collection's own count (estimatedDocumentCount): the floor
    // asks the same (it counted with countDocuments before, an aggregation the embedded engine runs slower, which
    // flattered the ratio).
    [
      'site stats',
      get('/api/stats'),
      () => Promise.all(['books', 'users', 'reviews', 'authors'].map((c) => db.collection(c).estimatedDocumentCount())),
    ],
    ['reading list (200 entries)', get('/api/reading-list', reader), readingList],
    // Beside every command it sends: the JWT guard reads the caller's role and token version first (jwt.strategy.ts:
    // a role change or a sign-out takes effect at once), then the entries. What is left over is the API's own work.
    [
      'reading list (200 entries) (floor: its commands)',
      get('/api/reading-list', reader),
      async () => (await guardRead(), await readingList()),
    ],
    // Readers meeting readers, each beside every command its answer requires, in the API's order (people floors below).
    // reader1 follows 200 readers (every other reader in a catalogue under 2,010 books: it has fewer), reader2 two.
    ['feed (follows 200)', get('/api/feed?limit=20', reader), async () => (await guardRead(), await people.feed())],
    ['feed (follows 2)', get('/api/feed?limit=20', await login('reader2@example.test')), people.feedOfTwo],
    ["a reader's profile", profile, people.profile],
    [
      'friends on a book (follows 200)',
      get(`/api/books/${people.friendsBook}/friends`, reader),
      async () => (await guardRead(), await people.friends()),
    ],
    // reader1 is followed by many (one 'follow' notification each): a full page, its total kept on the reader.
    // A review's comments: a full page of its 40, among one comment per book on other reviews (commentFloors below).
    ["a review's comments (a full page)", reviewComments, comments.page],
    [
      "a review's comments, signed in (a full page)",
      get(`/api/reviews/${comments.review}/comments?limit=20`, reader),
      async () => (await guardRead(), await comments.pageSignedIn()),
    ],
    [
      'notifications (a full page)',
      get('/api/notifications?limit=20', reader),
      async () => (await guardRead(), await people.notifications()),
    ],
  ];
  // A label given whole selects that case alone (one label can contain another: 'search "river"'); texts separated
  // by '|' select the cases that contain any of them.
  const exact = cases.filter(([label]) => label === ONLY);
  const selected = exact.length
    ? exact
    : cases.filter(([label]) => ONLY.split('|').some((text) => label.includes(text)));
  if (profileDir) return profiled(selected);
  if (cached) {
    const rows = [];
    for (const [label, request] of selected) {
      if (!request.cacheable) continue;
      await request(); // the miss that fills the entry
      rows.push({ request: label, 'repeated read, median ms': (await median(request)).toFixed(1) });
    }
    await cleanup();
    return { rows };
  }
  const emptyTimes = await times(get('/api/health/live'));
  const emptyMs = middle(emptyTimes);
  const fastestEmptyMs = Math.min(...emptyTimes);
  const rows = [];
  for (const [label, request, floor] of selected) {
    const { ms, driverMs, ratio, fastestMs, fastestDriverMs } = await alternated(request, floor, emptyMs);
    rows.push({
      request: label,
      'median ms': ms.toFixed(1),
      'driver ms': driverMs.toFixed(1),
      'floor ms': (driverMs + emptyMs).toFixed(1),
      'ratio of medians': (ms / (driverMs + emptyMs)).toFixed(2),
      'median ratio': ratio.toFixed(2),
      'ratio of fastest': (fastestMs / (fastestDriverMs + fastestEmptyMs)).toFixed(2),
      'ratio to driver': (ms / driverMs).toFixed(2),
    });
  }
  const writeMs = WRITE_LABEL.includes(ONLY) ? await engineWrite(db) : undefined;
  await cleanup();
  return { emptyMs, rows, writeMs };
}

/**
 * The floors of the people requests: every command each answer requires, sent through the driver as the API sends
 * them (feed.service.ts, readers.service.ts, friends.service.ts): one read per collection, `$in` over the followed ids.
 * `friendsBook`: the published book the most of reader1's followed readers have on their lists.
 */
async function peopleFloors(db, readerId) {
  const followedOf = async (id) =>
    (
      await db
        .collection('follows')
        .find({ follower: id, status: 'accepted' }, { projection: { followee: 1 } })
        .toArray()
    ).map((f) => f.followee);
  const feedOf = async (id) => {
    const followed = await followedOf(id);
    const actors = await db
      .collection('users')
      .find({ _id: { $in: followed } }, { projection: { username: 1, avatar: 1, bio: 1, privacy: 1 } })
      .toArray();
    // The last 30 days first, then, only when they hold too few, what is older (feed.service.ts, rowsBefore).
    const recentFrom = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const read = (createdAt, limit) =>
      db
        .collection('activities')
        .find({ createdAt, actor: { $in: actors.map((a) => a._id) } }, { sort: { createdAt: -1, _id: -1 }, limit })
        .toArray();
    const recent = await read({ $gte: recentFrom }, 21);
    const rows = recent.length >= 21 ? recent : [...recent, ...(await read({ $lt: recentFrom }, 21 - recent.length))];
    const books = rows.flatMap((a) => (a.book ? [a.book] : []));
    const reviews = rows.flatMap((a) => (a.review ? [a.review] : []));
    await Promise.all([
      db
        .collection('books')
        .find({ _id: { $in: books } }, { projection: { title: 1, coverImage: 1, authorName: 1, status: 1 } })
        .toArray(),
      db
        .collection('reviews')
        .find({ _id: { $in: reviews } }, { projection: { title: 1, content: 1, spoiler: 1, rating: 1 } })
        .toArray(),
    ]);
  };
  const reader2 = (await db.collection('users').findOne({ usernameKey: 'reader2' }))._id;
  const followed = await followedOf(readerId);
  const holders = new Map();
  for (const e of await db
    .collection('readinglistentries')
    .find({ user: { $in: followed } }, { projection: { book: 1 } })
    .toArray())
    holders.set(String(e.book), (holders.get(String(e.book)) ?? 0) + 1);
  const friendsBook = new ObjectId([...holders].sort((a, b) => b[1] - a[1])[0][0]);
  const finished = ['completed', 'favourite'];
  return {
    friendsBook: String(friendsBook),
    feed: () => feedOf(readerId),
    feedOfTwo: async () => (
      await db.collection('users').findOne({ _id: reader2 }, { projection: { role: 1, tokenVersion: 1 } }),
      await feedOf(reader2)
    ),
    profile: async () => {
      const user = await db.collection('users').findOne(
        { usernameKey: 'reader1' },
        {
          projection: {
            username: 1,
            avatar: 1,
            bio: 1,
            createdAt: 1,
            privacy: 1,
            followerCount: 1,
            followingCount: 1,
          },
        },
      );
      const mine = { user: user._id };
      await Promise.all([
        db.collection('reviews').countDocuments(mine),
        db.collection('readinglistentries').countDocuments({ ...mine, status: { $in: finished } }),
        db
          .collection('readinglistentries')
          .find({ ...mine, status: 'reading' }, { sort: { createdAt: -1, _id: -1 }, limit: 20 })
          .toArray(),
        db.collection('goals').findOne({ ...mine, year: new Date().getUTCFullYear() }, { projection: { target: 1 } }),
      ]);
    },
    notifications: async () => {
      const rows = await db
        .collection('notifications')
        .find({ recipient: readerId }, { sort: { createdAt: -1, _id: -1 }, limit: 20 })
        .toArray();
      await db.collection('users').findOne({ _id: readerId }, { projection: { notificationCount: 1 } });
      await db
        .collection('users')
        .find(
          { _id: { $in: rows.map((n) => n.actor).filter(Boolean) } },
          { projection: { username: 1, avatar: 1, bio: 1 } },
        )
        .toArray();
    },
    friends: async () => {
      const [, ids] = await Promise.all([
        db.collection('books').findOne({ _id: friendsBook }, { projection: { status: 1 } }),
        followedOf(readerId),
      ]);
      const entries = await db
        .collection('readinglistentries')
        .find({ book: friendsBook, user: { $in: ids } }, { projection: { user: 1, status: 1, updatedAt: 1 } })
        .toArray();
      const users = await db
        .collection('users')
        .find(
          { _id: { $in: entries.map((e) => e.user) } },
          { projection: { username: 1, avatar: 1, bio: 1, privacy: 1 } },
        )
        .toArray();
      await db
        .collection('reviews')
        .find({ user: { $in: users.map((u) => u._id) }, book: friendsBook }, { projection: { user: 1, rating: 1 } })
        .toArray();
    },
  };
}

/**
 * Comments for the comment reads (the scale seed writes none): 40 on the newest review of `bookId` and one on each of
 * `size` other reviews, by readers in turn, written through the driver with the counts kept on the reviews. The floors
 * are the commands the API sends for a page of them (comments.service.ts): the review, (signed in: the caller's
 * blocks,) the page oldest first over (review, createdAt), and its authors with one `$in`.
 */
async function commentFloors(db, bookId, size, readerId) {
  const [review] = await db
    .collection('reviews')
    .find({ book: bookId }, { sort: { createdAt: -1, _id: -1 }, limit: 1 })
    .toArray();
  const others = await db
    .collection('reviews')
    .find({ _id: { $ne: review._id } }, { projection: { _id: 1 }, limit: size })
    .toArray();
  const readers = await db
    .collection('users')
    .find({ role: 'user' }, { projection: { _id: 1 }, limit: 200 })
    .toArray();
  const start = Date.now() - 3_600_000;
  const comment = (reviewId, i) => {
    const at = new Date(start + i * 1000);
    return {
      review: reviewId,
      user: readers[i % readers.length]._id,
      body: `Comment ${i}: a thought or two about this review.`,
      edited: false,
      createdAt: at,
      updatedAt: at,
    };
  };
  await db
    .collection('comments')
    .insertMany([
      ...Array.from({ length: 40 }, (_, i) => comment(review._id, i)),
      ...others.map((r, i) => comment(r._id, 40 + i)),
    ]);
  await db.collection('reviews').updateOne({ _id: review._id }, { $set: { commentCount: 40 } });
  await db.collection('reviews').updateMany({ _id: { $in: others.map((r) => r._id) } }, { $set: { commentCount: 1 } });
  const pageOf = async () => {
    const rows = await db
      .collection('comments')
      .find({ review: review._id }, { sort: { createdAt: 1, _id: 1 }, limit: 20 })
      .toArray();
    await db
      .collection('users')
      .find({ _id: { $in: rows.map((c) => c.user) } }, { projection: { username: 1, avatar: 1, bio: 1 } })
      .toArray();
  };
  const reviewRead = () =>
    db
      .collection('reviews')
      .findOne(
        { _id: review._id },
        { projection: { user: 1, book: 1, likeCount: 1, commentCount: 1, 'bookSummary.status': 1 } },
      );
  return {
    review: String(review._id),
    page: async () => (await reviewRead(), await pageOf()),
    pageSignedIn: async () => {
      await reviewRead();
      await db
        .collection('blocks')
        .find({ $or: [{ blocker: readerId }, { blocked: readerId }] }, { projection: { blocker: 1, blocked: 1 } })
        .toArray();
      await pageOf();
    },
  };
}

const WRITE_LABEL = 'one review written';
const WRITE_RUNS = 3;

/**
 * What one write into the reviews collection costs the embedded engine itself (an insert through the driver, the
 * median of WRITE_RUNS, each undone by a delete): it checks every unique index (`_id`, one review per user and book)
 * by comparing each document with all those before it, so a write grows with the square of the collection, where a
 * read grows with the collection. Every write of the API into that collection (a review posted or edited) costs at
 * least this.
 */
async function engineWrite(db) {
  const all = [];
  for (let i = 0; i < WRITE_RUNS; i++) {
    const review = {
      _id: new ObjectId(),
      book: new ObjectId(),
      user: new ObjectId(),
      rating: 3,
      title: 'Bench',
      content: 'Bench',
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    all.push(await time(() => db.collection('reviews').insertOne(review)));
    await db.collection('reviews').deleteOne({ _id: review._id });
  }
  return { ms: middle(all), reviews: await db.collection('reviews').estimatedDocumentCount() };
}

/**
 * Each request alone on a fresh API process, repeated RUNS times under the profiler; the API exits (SIGTERM,
 * graceful) to write its profile, which is read over the window of the request's runs.
 */
async function profiled(selected) {
  const [[label, request]] = selected;
  if (selected.length > 1)
    throw new Error(
      `--profile takes one request: pick it with --only (matched: ${selected.map(([l]) => l).join(', ')})`,
    );
  for (let i = 0; i < 20; i++) await request(); // warm-up: JIT
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) await request();
  const ms = performance.now() - start;
  await cleanup();
  return { label, ms, runs: RUNS };
}

async function profileRequests() {
  for (const [i, size] of SIZES.entries()) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-scale-profile-'));
    try {
      const { label, ms, runs } = await measure(size, PORT + i, { profileDir: dir });
      const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error('the API wrote no CPU profile');
      console.log(
        `\n${size} books, ${label}: ${(ms / runs).toFixed(1)} ms per request over ${runs} runs (under the profiler); the API's own CPU per request:`,
      );
      for (const { stage, share, ms: stageMs } of stageShares(join(dir, file), ms))
        if (share >= 0.005)
          console.log(
            `  ${(stageMs / runs).toFixed(2).padStart(6)} ms  ${(share * 100).toFixed(1).padStart(5)} %  ${stage}`,
          );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

try {
  if (PROFILE) await profileRequests();
  else
    for (const [i, size] of SIZES.entries()) {
      const { emptyMs, rows, writeMs } = await measure(size, PORT + i);
      console.log(
        `\n${size} books, read cache off, ${RUNS} runs alternating request and driver query (floor: the primary query through the driver + an empty API request, ${emptyMs.toFixed(1)} ms; "median ratio": the median of the per-run ratios to the floor, the figure the goal is read on; "ratio of fastest": the fastest run of each):`,
      );
      console.table(rows);
      if (writeMs)
        console.log(
          `${WRITE_LABEL} (${writeMs.reviews} reviews), the embedded engine's own time for one insert through the driver, median of ${WRITE_RUNS}: ${writeMs.ms.toFixed(0)} ms`,
        );
      const cachedRun = await measure(size, PORT + SIZES.length + i, { cached: true });
      console.log(
        `\n${size} books, read cache on (the product's default), anonymous reads repeated, median of ${RUNS} (goal <= 5 ms):`,
      );
      console.table(cachedRun.rows);
    }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
