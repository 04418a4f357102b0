import type { Test } from 'supertest';
import type { TestUser } from './fixtures';
import type { TestApp } from './test-app';

/** A merge's, group's or split's job as GET /api/merges/jobs/:id answers it. */
export interface JobBody {
  _id: string;
  kind: string;
  status: 'running' | 'done' | 'failed';
  step: number;
  steps: number;
  stepLabel: string;
  result?: Record<string, unknown>;
  message?: string;
}

/** Reads the job until it is no longer running (the administrator's screen polls it the same way). */
export async function waitForJob(t: TestApp, admin: TestUser, id: string, timeoutMs = 60_000): Promise<JobBody> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await t.http.get(`/api/merges/jobs/${id}`).set(admin.auth).expect(200)).body.data as JobBody;
    if (job.status !== 'running') return job;
    if (Date.now() > until) throw new Error(`The job was still at "${job.stepLabel}" after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends a merge, a group or a split, expects its job (202) and waits for it to be done: the answer as the request gave
 * it before these ran as jobs (`body.data` is the kept record). A job that failed fails the test with its message.
 */
export async function untilDone(
  t: TestApp,
  admin: TestUser,
  request: Test,
): Promise<{ status: number; body: { success: true; data: Record<string, unknown> & { _id: string } } }> {
  const started = (await request.expect(202)).body.data as JobBody;
  const job = await waitForJob(t, admin, started._id);
  if (job.status !== 'done') throw new Error(`The ${job.kind} job failed: ${job.message}`);
  return { status: 200, body: { success: true, data: job.result as Record<string, unknown> & { _id: string } } };
}

/** POST /api/merges as `admin`, waited for (untilDone). */
export const mergeAndWait = (t: TestApp, admin: TestUser, body: Record<string, unknown>) =>
  untilDone(t, admin, t.http.post('/api/merges').set(admin.auth).send(body));

/** POST /api/works/group as `admin`, waited for (untilDone). */
export const groupAndWait = (t: TestApp, admin: TestUser, keep: string, add: string) =>
  untilDone(t, admin, t.http.post('/api/works/group').set(admin.auth).send({ keep, add }));

/** POST /api/works/split as `admin`, waited for (untilDone). */
export const splitAndWait = (t: TestApp, admin: TestUser, book: string) =>
  untilDone(t, admin, t.http.post('/api/works/split').set(admin.auth).send({ book }));
