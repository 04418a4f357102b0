import { createAuthor, createBook, createGenre } from './testing/books';
import { createReview } from './testing/reviews';
import { createUser, type TestUser, setUpApp } from './testing/fixtures';
import { joinsOf, recordQueries, type QueryShape } from './testing/index-coverage';
import { REQUESTS, renamedReader, type Caller, type Subjects } from './testing/request-catalogue';
import { groupAndWait } from './testing/merges';
import { addToReadingList } from './testing/reading-list';

/**
 * A rate limit's counter (rate-limit/): one small document per client and window, inserted, bumped or expired as the
 * window goes, whatever the request lists; left out of the comparison.
 */
const BOOKKEEPING = new Set(['rate_limits']);

/**
 * The API's growth rule, kept by a test: no request multiplies scans. The embedded engine answers every command with a
 * full scan of its collection, and a join with one more scan of the joined collection per document, so what a request
 * costs is the commands it sends. Each request of the catalogue (testing/request-catalogue.ts) is sent on a small
 * database (3 of each thing it lists or rewrites) and again on one three times as large: it must send the same
 * commands, whatever it lists, and join nothing per document. A read that looked up each review's user, or a rename
 * that rewrote each review on its own, fails here before it makes a request slow at 20,000 books.
 */
describe('scan budget: the commands of a request do not grow with the rows it lists or rewrites', () => {
  const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });
  let commands: QueryShape[];
  let author: string;
  let genre: string;
  const books: string[] = [];
  /** The editions of one work, grouped as they are created. */
  const editions: string[] = [];
  const reviewers: TestUser[] = [];
  let firstReview: string;
  let critic: TestUser | undefined;
  let criticReview: string | undefined;
  const readerReviews: string[] = [];
  let authorsAndGenres = 1;
  let series: string;

  beforeAll(async () => {
    author = (await createAuthor(t, admin, { name: 'Scan Author' }))._id;
    genre = (await createGenre(t, admin, { name: 'Scan Genre' }))._id;
    commands = recordQueries(t.connection);
  });
  afterAll(() => {
    t.connection.set('debug', false);
  });

  /**
   * Up to `size` of each: books by the author in the genre, each reviewed by the reader and in their reading list (as
   * read this year), editions of one work (grouped, the first also reviewed and listed by the reader), readers
   * reviewing the first book, and authors and genres.
   */
  async function growTo(size: number): Promise<void> {
    while (editions.length < size) {
      const edition = (await createBook(t, admin, { title: 'Scan Work', author, genres: [genre] }))._id;
      if (editions.length) await groupAndWait(t, admin, editions[0], edition);
      editions.push(edition);
    }
    while (books.length < size) {
      // Every title answers the catalogue's search for "river".
      const book = (await createBook(t, admin, { title: `River Scan Book ${books.length}`, author, genres: [genre] }))
        ._id;
      books.push(book);
      const review = await createReview(t, reader, book, { rating: 1 + (books.length % 5) });
      firstReview ??= review._id;
      readerReviews.push(review._id);
      await t.http
        .post('/api/reading-list')
        .set(reader.auth)
        .send({ bookId: book, status: 'completed', timeZone: 'UTC' })
        .expect(201);
      if (books.length === 1) {
        // The reader also reviews the edition and has it on their list: a merge of the first book into it concerns
        // them twice (both reviews, both entries).
        await createReview(t, reader, editions[0]);
        await addToReadingList(t, reader, editions[0], 'wishlist').expect(201);
      }
    }
    while (reviewers.length < size) {
      const user = await createUser(t);
      reviewers.push(user);
      if (reviewers.length > 1) await createReview(t, user, books[0]);
      // Readers meeting readers: the reader and each of them follow one another, and each has the first book.
      await t.http.post(`/api/readers/${user.username}/follow`).set(reader.auth).expect(200);
      const readerNow = await t.connection.collection('users').findOne({ email: `${reader.username}@example.test` });
      await t.http.post(`/api/readers/${readerNow!.username}/follow`).set(user.auth).expect(200);
      await addToReadingList(t, user, books[0], 'reading').expect(201);
      // Reports: every one reports the reader (reporters grow) and the reader before them (open items grow), and one
      // of the reader's reviews, dismissed at once (resolutions grow). The reader is told of each follow.
      const report = (kind: string, target: string) =>
        t.http.post('/api/reports').set(user.auth).send({ kind, target, reason: 'spam' }).expect(201);
      await report('reader', readerNow!.username);
      if (reviewers.length > 1) await report('reader', reviewers[reviewers.length - 2].username);
      await report('review', readerReviews[reviewers.length - 1]);
      await t.http
        .post(`/api/reports/review/${readerReviews[reviewers.length - 1]}/resolve`)
        .set(admin.auth)
        .send({ action: 'dismiss' })
        .expect(200);
      // Likes, comments and blocks: each likes and comments on a critic's review of the first book, and the critic
      // blocks all but the first of them (the comments the critic's list leaves out grow).
      critic ??= await createUser(t);
      criticReview ??= (await createReview(t, critic, books[0]))._id;
      await t.http.post(`/api/reviews/${criticReview}/like`).set(user.auth).expect(200);
      await t.http
        .post(`/api/reviews/${criticReview}/comments`)
        .set(user.auth)
        .send({ body: 'Scan comment' })
        .expect(201);
      if (reviewers.length > 1) await t.http.post(`/api/readers/${user.username}/block`).set(critic.auth).expect(200);
    }
    for (; authorsAndGenres < size; authorsAndGenres++)
      await Promise.all([createAuthor(t, admin), createGenre(t, admin)]);
    // A series of every book, and as many more series as books (the series list grows too).
    const entries = books.map((work, i) => ({ work, position: i + 1 }));
    series ??= (await t.http.post('/api/series').set(admin.auth).send({ name: 'Scan Series' }).expect(201)).body.data
      ._id;
    await t.http.put(`/api/series/${series}`).set(admin.auth).send({ entries }).expect(200);
    while ((await t.connection.collection('series').countDocuments()) < size)
      await t.http
        .post('/api/series')
        .set(admin.auth)
        .send({ name: `Scan Series ${size} ${Math.random()}`, entries: [{ work: books[0], position: 1 }] })
        .expect(201);
  }

  /**
   * Every request of the catalogue (request-catalogue.ts: those the benchmarks measure and the others), as the
   * round's callers send it (each must succeed): the reader follows and is followed by every reviewer; the first
   * reviewer is the other reader; the critic has blocked all the reviewers but the first.
   */
  const requests = (round: number): [string, () => Promise<unknown>][] => {
    const callers: Record<Caller, TestUser | undefined> = {
      anonymous: undefined,
      reader,
      otherReader: reviewers[0],
      blocker: critic,
      admin,
    };
    const subjects: Subjects = {
      book: books[0],
      author,
      genre,
      // 'rename the reader' gives them a new name each round.
      reader: round === 1 ? reader.username : renamedReader(round - 1),
      readerId: reader.id,
      readerEmail: `${reader.username}@example.test`,
      readerReview: firstReview,
      review: criticReview!,
      friendsBook: books[0],
      series,
      edition: editions[0],
      year: new Date().getUTCFullYear(),
    };
    return REQUESTS.map(({ label, caller, path, write }) => {
      const auth = callers[caller]?.auth ?? {};
      const url = path(subjects);
      const send = write
        ? () => t.http.put(url).set(auth).send(write.body(subjects, round)).expect(200)
        : () => t.http.get(url).set(auth).expect(200);
      return [label, send];
    });
  };

  /** The commands each request sent, by label. */
  async function commandsOf(round: number): Promise<Map<string, QueryShape[]>> {
    const sent = new Map<string, QueryShape[]>();
    for (const [label, send] of requests(round)) {
      const from = commands.length;
      await send();
      sent.set(
        label,
        commands.slice(from).filter((c) => !BOOKKEEPING.has(c.collection)),
      );
    }
    return sent;
  }

  const summary = (sent: QueryShape[]) =>
    sent.map((c) => `${c.collection}.${c.op}${c.joins?.length ? ` joining ${c.joins.join(', ')}` : ''}`).sort();

  it('sends the same commands for 9 rows as for 3, and joins nothing per document', async () => {
    await growTo(3);
    const small = await commandsOf(1);
    await growTo(9);
    const large = await commandsOf(2);

    for (const [label, sent] of large) {
      expect({ label, commands: summary(sent) }).toEqual({ label, commands: summary(small.get(label)!) });
      expect({ label, joins: sent.flatMap((c) => c.joins ?? []) }).toEqual({ label, joins: [] });
    }
    // The recording saw the requests' reads: every request sent at least one command.
    for (const [label, sent] of large) expect({ label, sent: sent.length > 0 }).toEqual({ label, sent: true });
    // Building 9 of everything through the API (reports and their resolutions included) takes a few seconds.
  }, 30_000);

  it('fails a request that sends one command per row (the check can fail)', () => {
    const perRow = (rows: number): QueryShape[] =>
      Array.from({ length: rows }, () => ({ collection: 'users', op: 'findOne', filter: {}, sort: {} }));
    expect(summary(perRow(9))).not.toEqual(summary(perRow(3)));
    expect(joinsOf([{ $match: {} }, { $facet: { rows: [{ $lookup: { from: 'books' } }] } }])).toEqual(['$lookup']);
  });
});
