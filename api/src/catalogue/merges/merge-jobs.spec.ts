import { Types } from 'mongoose';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import { ReadingListCascades } from '../../reading/reading-list/reading-list.cascades';
import { BookCascades } from '../books/book.cascades';
import { addToReadingList } from '../../testing/reading-list';
import { createAuthor, createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import {
  createUser,
  createUsers,
  expectAdministratorsOnly,
  setUpApp,
  UNKNOWN_ID,
  type TestUser,
} from '../../testing/fixtures';
import { waitForJob, type JobBody } from '../../testing/merges';
import { CATALOGUE_JOBS_COLLECTION } from './catalogue-job.schema';
import { CatalogueJobs } from './catalogue-jobs';
import { MergesService } from './merges.service';

describe('merges, groups and splits as jobs', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

  /** The step labels the job records as it goes, in order (its record's writes, seen as the database gets them). */
  async function stepsRecorded(run: () => Promise<void>): Promise<string[]> {
    const labels: string[] = [];
    t.connection.set('debug', (collection: string, method: string, ...args: unknown[]) => {
      if (collection !== CATALOGUE_JOBS_COLLECTION) return;
      const written =
        method === 'insertOne' ? args[0] : method === 'updateOne' ? (args[1] as { $set?: object }).$set : undefined;
      const label = (written as { stepLabel?: string } | undefined)?.stepLabel;
      if (label) labels.push(label);
    });
    try {
      await run();
    } finally {
      t.connection.set('debug', false);
    }
    return labels;
  }

  it('answers a merge with its job (202), records each step in order, and gives the kept book once done', async () => {
    const [keep, dup] = [await createBook(t, admin), await createBook(t, admin)];
    const reader = await createUser(t);
    await createReview(t, reader, dup._id, { rating: 4 });
    await addToReadingList(t, reader, dup._id, 'reading').expect(201);
    let job = {} as JobBody;
    const labels = await stepsRecorded(async () => {
      const started = await t.http
        .post('/api/merges')
        .set(admin.auth)
        .send({ kind: 'books', keep: keep._id, merge: dup._id })
        .expect(202);
      expect(started.body.data).toMatchObject({ kind: 'merge-books', status: 'running', step: 2, steps: 8 });
      expect(started.body.data.result).toBeUndefined();
      // The claim is taken before answering: a second merge of the duplicate is refused at once.
      await t.http
        .post('/api/merges')
        .set(admin.auth)
        .send({ kind: 'books', keep: keep._id, merge: dup._id })
        .expect(409);
      await t.app.get(CatalogueJobs).idle();
      job = await waitForJob(t, admin, started.body.data._id);
    });
    expect(labels).toEqual([
      'Keeping the chosen details',
      'Moving reviews',
      'Moving reading lists',
      'Recounting ratings',
      'Moving activity, suggestions and series',
      'Telling readers',
      'Writing the merge log',
    ]);
    expect(job).toMatchObject({ status: 'done', step: 8, steps: 8 });
    expect(job.result).toMatchObject({ _id: keep._id, reviewCount: 1, averageRating: 4 });
    expect(job.message).toBeUndefined();
    const [logged] = (await t.http.get('/api/merges?limit=1').set(admin.auth).expect(200)).body.data;
    expect(logged).toMatchObject({ kind: 'books', keep: { _id: keep._id }, merge: { _id: dup._id } });
  });

  it('runs a merge of authors, a group and a split as jobs too', async () => {
    const [kept, dupe] = [await createAuthor(t, admin), await createAuthor(t, admin)];
    const authors = await t.http
      .post('/api/merges')
      .set(admin.auth)
      .send({ kind: 'authors', keep: kept._id, merge: dupe._id })
      .expect(202);
    expect(await waitForJob(t, admin, authors.body.data._id)).toMatchObject({
      kind: 'merge-authors',
      status: 'done',
      result: { _id: kept._id },
    });
    const [hard, paper] = [await createBook(t, admin), await createBook(t, admin)];
    const group = await t.http.post('/api/works/group').set(admin.auth).send({ keep: hard._id, add: paper._id });
    expect(group.status).toBe(202);
    expect(await waitForJob(t, admin, group.body.data._id)).toMatchObject({
      kind: 'group',
      status: 'done',
      steps: 7,
      result: { _id: hard._id, work: hard._id },
    });
    const split = await t.http.post('/api/works/split').set(admin.auth).send({ book: paper._id }).expect(202);
    const splitDone = await waitForJob(t, admin, split.body.data._id);
    expect(splitDone).toMatchObject({ kind: 'split', status: 'done', steps: 5, result: { _id: paper._id } });
    expect((splitDone.result as { work: string }).work).not.toBe(hard._id);
  });

  it('marks a job whose step fails failed, with where it stopped and what it leaves, never a 500', async () => {
    const [keep, dup] = [await createBook(t, admin), await createBook(t, admin)];
    const failing = jest
      .spyOn(t.app.get(ReviewCascades), 'movedToBook')
      .mockRejectedValueOnce(new Error('The database went away'));
    try {
      const started = await t.http
        .post('/api/merges')
        .set(admin.auth)
        .send({ kind: 'books', keep: keep._id, merge: dup._id })
        .expect(202);
      const job = await waitForJob(t, admin, started.body.data._id);
      expect(job).toMatchObject({ status: 'failed', step: 3, steps: 8, stepLabel: 'Moving reviews' });
      expect(job.message).toMatch(
        /^The merge stopped at step 3 of 8 \(Moving reviews\)\. The duplicate is already marked merged/,
      );
      expect(job.result).toBeUndefined();
    } finally {
      failing.mockRestore();
    }
    // Nothing was logged for it; the duplicate's address already leads to the kept book.
    const log = (await t.http.get('/api/merges?limit=5').set(admin.auth).expect(200)).body.data;
    expect(log.map((e: { merge: { _id: string } }) => e.merge._id)).not.toContain(dup._id);
    await t.http.get(`/api/books/${dup._id}`).expect(301);
  });

  it('shows a job to administrators only, and 404 for an unknown one', async () => {
    const [keep, dup] = [await createBook(t, admin), await createBook(t, admin)];
    const started = await t.http
      .post('/api/merges')
      .set(admin.auth)
      .send({ kind: 'books', keep: keep._id, merge: dup._id })
      .expect(202);
    await expectAdministratorsOnly([() => t.http.get(`/api/merges/jobs/${started.body.data._id}`)], user);
    const unknown = await t.http.get(`/api/merges/jobs/${UNKNOWN_ID}`).set(admin.auth).expect(404);
    expect(unknown.body.message).toBe('Job not found');
    await t.http.get('/api/merges/jobs/nope').set(admin.auth).expect(400);
    await t.app.get(CatalogueJobs).idle();
  });

  it('marks a job left running by a process that stopped failed at the next start, saying where it stopped', async () => {
    const jobs = t.connection.collection(CATALOGUE_JOBS_COLLECTION);
    const stopped = new Types.ObjectId();
    const now = Date.now();
    const running = (alive: number) => ({
      kind: 'group',
      status: 'running',
      step: 2,
      steps: 7,
      stepLabel: 'Moving reviews',
      leaves: "The editions moved before this step are the kept work's; grouping the two books again completes it.",
      by: new Types.ObjectId(admin.id),
      aliveAt: new Date(alive),
      createdAt: new Date(alive),
      updatedAt: new Date(alive),
    });
    // One whose process stopped a minute ago, and one another process is running now.
    const alive = new Types.ObjectId();
    await jobs.insertMany([
      { _id: stopped, ...running(now - 60_000) },
      { _id: alive, ...running(now) },
    ]);
    await t.app.get(CatalogueJobs).onApplicationBootstrap();
    const job = (await t.http.get(`/api/merges/jobs/${stopped}`).set(admin.auth).expect(200)).body.data;
    expect(job).toMatchObject({ status: 'failed', step: 2, stepLabel: 'Moving reviews' });
    expect(job.message).toBe(
      "Grouping the editions stopped at step 2 of 7 (Moving reviews) when the server stopped. The editions moved before this step are the kept work's; grouping the two books again completes it.",
    );
    expect((await t.http.get(`/api/merges/jobs/${alive}`).set(admin.auth).expect(200)).body.data.status).toBe(
      'running',
    );
    await jobs.deleteOne({ _id: alive });
  });

  it('shows a job whose process has been silent for a while as stopped, before the next start records it', async () => {
    const jobs = t.connection.collection(CATALOGUE_JOBS_COLLECTION);
    const silent = new Types.ObjectId();
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await jobs.insertOne({
      _id: silent,
      kind: 'split',
      status: 'running',
      step: 1,
      steps: 4,
      stepLabel: 'Moving reviews',
      leaves: '',
      by: new Types.ObjectId(admin.id),
      aliveAt: aMinuteAgo,
      createdAt: aMinuteAgo,
      updatedAt: aMinuteAgo,
    });
    const job = (await t.http.get(`/api/merges/jobs/${silent}`).set(admin.auth).expect(200)).body.data;
    expect(job).toMatchObject({
      status: 'failed',
      message: 'Splitting the edition stopped at step 1 of 4 (Moving reviews) when the server stopped.',
    });
    // Reading it wrote nothing: the start that follows the stop records it.
    expect((await jobs.findOne({ _id: silent }))?.status).toBe('running');
    await t.app.get(CatalogueJobs).onApplicationBootstrap();
    expect((await jobs.findOne({ _id: silent }))?.status).toBe('failed');
  });
});

describe('a merge that stopped before its end', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const mergeOf = (kind: 'books' | 'authors', keep: string, merge: string) =>
    t.http.post('/api/merges').set(admin.auth).send({ kind, keep, merge });

  /** Starts the merge with `failing` set to throw once, and answers its job, failed. */
  async function stoppedMerge(
    kind: 'books' | 'authors',
    keep: string,
    merge: string,
    failing: jest.SpyInstance,
  ): Promise<JobBody> {
    failing.mockRejectedValueOnce(new Error('The database went away'));
    try {
      const started = await mergeOf(kind, keep, merge).expect(202);
      const job = await waitForJob(t, admin, started.body.data._id);
      expect(job.status).toBe('failed');
      return job;
    } finally {
      failing.mockRestore();
    }
  }

  const told = async (reader: TestUser) =>
    ((await t.http.get('/api/notifications').set(reader.auth).expect(200)).body.data as { type: string }[]).filter(
      (n) => n.type === 'review-archived',
    ).length;
  const logged = async (dup: string) =>
    ((await t.http.get('/api/merges?limit=100').set(admin.auth).expect(200)).body.data as { merge: { _id: string } }[])
      .map((e) => e.merge._id)
      .filter((id) => id === dup).length;
  const listOf = async (reader: TestUser) =>
    (await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data as {
      book: { _id: string };
      status: string;
    }[];

  /** Two records of a book: one reader reviewed both (the older review, on the kept book, is archived), one the
   * duplicate only; one reader listed both, one the duplicate only. */
  async function twoRecords() {
    const [keep, dup] = [await createBook(t, admin), await createBook(t, admin)];
    const [both, once, lister, listerOnce] = await createUsers(t, 4);
    await createReview(t, both, keep._id, { rating: 2 });
    await createReview(t, both, dup._id, { rating: 5 });
    await createReview(t, once, dup._id, { rating: 4 });
    await addToReadingList(t, lister, keep._id, 'wishlist').expect(201);
    await addToReadingList(t, lister, dup._id, 'completed').expect(201);
    await addToReadingList(t, listerOnce, dup._id, 'reading').expect(201);
    return { keep: keep._id, dup: dup._id, both, lister, listerOnce };
  }

  it('completes a merge of books that stopped after moving reviews when the two are merged again', async () => {
    const { keep, dup, both, lister, listerOnce } = await twoRecords();
    const stopped = await stoppedMerge('books', keep, dup, jest.spyOn(t.app.get(ReadingListCascades), 'movedToBook'));
    expect(stopped).toMatchObject({ step: 4, stepLabel: 'Moving reading lists' });
    expect(stopped.message).toMatch(/the rest is still on the duplicate; merging the two again completes it\.$/);

    // The preview shows what is still on the duplicate: the reviews moved, the entries not.
    const preview = (
      await t.http.get(`/api/merges/preview?kind=books&keep=${keep}&merge=${dup}`).set(admin.auth).expect(200)
    ).body.data;
    expect(preview).toMatchObject({ resumes: true, moves: { reviews: 0, listEntries: 2 } });
    expect(preview.conflicts.listEntries).toEqual([expect.objectContaining({ _id: lister.id })]);

    const again = await mergeOf('books', keep, dup).expect(202);
    const job = await waitForJob(t, admin, again.body.data._id);
    expect(job).toMatchObject({ status: 'done', step: 8, steps: 8 });
    expect(job.result).toMatchObject({ _id: keep, reviewCount: 2, averageRating: 4.5 });
    expect((await listOf(lister)).map((e) => [e.book._id, e.status])).toEqual([[keep, 'completed']]);
    expect((await listOf(listerOnce)).map((e) => e.book._id)).toEqual([keep]);
    expect(await told(both)).toBe(1);
    expect(await logged(dup)).toBe(1);

    // Completed: merging it again, or into another record, is refused.
    const done = await mergeOf('books', keep, dup).expect(409);
    expect(done.body.message).toBe('This book was already merged into another');
    const other = await createBook(t, admin);
    await mergeOf('books', other._id, dup).expect(409);
  });

  it('tells readers and logs once when a merge stopped after telling them', async () => {
    const { keep, dup, both } = await twoRecords();
    const stopped = await stoppedMerge('books', keep, dup, jest.spyOn(t.app.get(MergesService), 'logMerge'));
    expect(stopped.stepLabel).toBe('Writing the merge log');
    expect(await told(both)).toBe(1);
    const again = await mergeOf('books', keep, dup).expect(202);
    expect(await waitForJob(t, admin, again.body.data._id)).toMatchObject({
      status: 'done',
      result: { reviewCount: 2 },
    });
    expect(await told(both)).toBe(1);
    expect(await logged(dup)).toBe(1);
  });

  it('completes a merge of authors that stopped after moving books', async () => {
    const [kept, dupe] = [await createAuthor(t, admin), await createAuthor(t, admin)];
    await createBook(t, admin, { author: kept._id });
    await createBook(t, admin, { author: dupe._id });
    const stopped = await stoppedMerge(
      'authors',
      kept._id,
      dupe._id,
      jest.spyOn(t.app.get(BookCascades), 'authorsChanged'),
    );
    expect(stopped).toMatchObject({ stepLabel: 'Recounting books' });
    expect(stopped.message).toMatch(/still name the duplicate; merging the two again completes it\.$/);
    const preview = await t.http
      .get(`/api/merges/preview?kind=authors&keep=${kept._id}&merge=${dupe._id}`)
      .set(admin.auth)
      .expect(200);
    expect(preview.body.data).toMatchObject({ resumes: true, moves: { books: 0 } });
    const again = await mergeOf('authors', kept._id, dupe._id).expect(202);
    expect(await waitForJob(t, admin, again.body.data._id)).toMatchObject({
      status: 'done',
      result: { _id: kept._id, bookCount: 2 },
    });
    expect(await logged(dupe._id)).toBe(1);
    const done = await mergeOf('authors', kept._id, dupe._id).expect(409);
    expect(done.body.message).toBe('This author was already merged into another');
  });

  it('runs one of two merges again sent at once, and refuses the other', async () => {
    const { keep, dup } = await twoRecords();
    await stoppedMerge('books', keep, dup, jest.spyOn(t.app.get(ReadingListCascades), 'movedToBook'));
    const answers = await Promise.all([mergeOf('books', keep, dup), mergeOf('books', keep, dup)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe('This merge is already running');
    const started = answers.find((a) => a.status === 202)!;
    expect(await waitForJob(t, admin, started.body.data._id)).toMatchObject({ status: 'done' });
    expect(await logged(dup)).toBe(1);
  });
});

describe('a merge of a book with many reviews', () => {
  const DEADLINE_MS = 400;
  const { t, admin } = setUpApp({ env: { REQUEST_TIMEOUT_MS: String(DEADLINE_MS) }, users: { admin: 'admin' } });

  it('answers within the request deadline and completes in the background', async () => {
    const [keep, dup] = [await createBook(t, admin), await createBook(t, admin)];
    const reviews = 400;
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i));
    await t.connection.collection('reviews').insertMany(
      Array.from({ length: reviews }, (_, i) => ({
        user: new Types.ObjectId(),
        book: new Types.ObjectId(dup._id),
        work: new Types.ObjectId(dup._id),
        rating: 1 + (i % 5),
        title: 'A review',
        content: 'Written in bulk.',
        spoiler: false,
        createdAt: at(i),
        updatedAt: at(i),
      })),
    );
    const started = Date.now();
    const answer = await t.http
      .post('/api/merges')
      .set(admin.auth)
      .send({ kind: 'books', keep: keep._id, merge: dup._id })
      .expect(202);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
    const job = await waitForJob(t, admin, answer.body.data._id);
    expect(job).toMatchObject({ status: 'done', result: { _id: keep._id, reviewCount: reviews } });
  }, 60_000);
});
