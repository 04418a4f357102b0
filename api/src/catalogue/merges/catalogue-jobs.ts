import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { onDuplicateKey } from '../../platform/common/duplicate-key';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { Collections } from '../../platform/database/collections';
import { runAsJob } from '../../platform/database/job-write';
import type { CatalogueJob, CatalogueJobKind } from './catalogue-job.schema';
import { toCatalogueJobView, type CatalogueJobView } from './catalogue-job.view';

/** One step of a job: what it does, as the screen shows it, and the work (a bounded number of commands). */
export interface JobStep {
  label: string;
  run: () => Promise<void>;
}

/** What a job is: the steps already taken before the request was answered, the steps left, and what it answers. */
export interface JobPlan<R> {
  kind: CatalogueJobKind;
  /** Labels of the steps taken before answering (the claim that marks a duplicate merged). */
  done?: string[];
  steps: JobStep[];
  /** The kept record, once every step is done. */
  result: () => Promise<R>;
  /** What a job that stopped leaves, said after where it stopped. */
  leaves: string;
  /** A merge's: the duplicate it merges away (one merge of a record runs at a time). */
  record?: Types.ObjectId;
}

/** How often the process running a job says so, and how long after its last word a running job counts as stopped. */
const ALIVE_EVERY_MS = 5_000;
const STOPPED_AFTER_MS = 30_000;

const NOT_FOUND = 'Job not found';
const ALREADY_RUNNING = 'This merge is already running';
const WHAT: Record<CatalogueJobKind, string> = {
  'merge-books': 'The merge',
  'merge-authors': 'The merge',
  group: 'Grouping the editions',
  split: 'Splitting the edition',
};

type JobRow = CatalogueJob & { _id: Types.ObjectId };

/**
 * Merges, groups and splits as background jobs: the request makes its checks (and its claim), answers 202 with the job,
 * and the steps run in this process with a background job's database limits (runAsJob), each recorded before it runs,
 * so the administrator's screen shows the progress. A job whose process stopped is marked failed at the next start
 * (and shown so when read before then), with where it stopped and what that leaves.
 */
@Injectable()
export class CatalogueJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueJobs.name);
  /** Jobs running in this process. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Collections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Jobs left running by a process that stopped are marked failed, saying where they stopped. */
  async onApplicationBootstrap(): Promise<void> {
    const stopped = await this.db.catalogueJobs
      .find({ status: 'running', aliveAt: trusted({ $lt: new Date(Date.now() - STOPPED_AFTER_MS) }) })
      .lean<JobRow[]>();
    for (const job of stopped) await this.markStopped(job);
  }

  /** A job in progress finishes before the database connection closes. */
  onApplicationShutdown(): Promise<void> {
    return this.idle();
  }

  /** Waits for this process's running jobs (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.running]);
  }

  async read(id: string): Promise<CatalogueJobView> {
    if (!Types.ObjectId.isValid(id)) throw new NotFoundException(NOT_FOUND);
    const job = await this.db.catalogueJobs.findById(new Types.ObjectId(id)).lean<JobRow>();
    if (!job) throw new NotFoundException(NOT_FOUND);
    // A job whose process has said nothing for a while shows as stopped; the next start records it (reads never write).
    const silent = job.status === 'running' && job.aliveAt.getTime() < Date.now() - STOPPED_AFTER_MS;
    return toCatalogueJobView(silent ? { ...job, status: 'failed', message: serverStoppedMessage(job) } : job);
  }

  /**
   * Records the job and starts its steps in the background; answers the job as it starts. A merge's job is refused
   * (409) while another merge of the same record runs (the index, so two at once cannot both start); one whose process
   * stopped is marked so first.
   */
  async start<R>(admin: AuthUser, plan: JobPlan<R>): Promise<CatalogueJobView> {
    const done = plan.done ?? [];
    const steps = done.length + plan.steps.length;
    if (plan.record) {
      const stopped = await this.db.catalogueJobs.find({ record: plan.record, status: 'running' }).lean<JobRow[]>();
      for (const job of stopped) {
        if (job.aliveAt.getTime() >= Date.now() - STOPPED_AFTER_MS) throw new ConflictException(ALREADY_RUNNING);
        await this.markStopped(job);
      }
    }
    const created = await this.db.catalogueJobs
      .create({
        kind: plan.kind,
        status: 'running',
        step: done.length + 1,
        steps,
        stepLabel: plan.steps[0]?.label ?? done[done.length - 1] ?? '',
        by: new Types.ObjectId(admin.id),
        aliveAt: new Date(),
        leaves: plan.leaves,
        ...(plan.record ? { record: plan.record } : {}),
      })
      .catch(onDuplicateKey(ALREADY_RUNNING));
    const job = created.toObject() as JobRow;
    const running = runAsJob(this.config.jobWriteTimeoutMs, () => this.run(job, plan, done.length)).finally(() =>
      this.running.delete(running),
    );
    this.running.add(running);
    return toCatalogueJobView(job);
  }

  private async run<R>(job: JobRow, plan: JobPlan<R>, taken: number): Promise<void> {
    const alive = setInterval(() => {
      this.db.catalogueJobs.updateOne({ _id: job._id }, { $set: { aliveAt: new Date() } }).catch(() => undefined);
    }, ALIVE_EVERY_MS);
    alive.unref();
    let step = taken + 1;
    let label = plan.steps[0]?.label ?? '';
    try {
      for (const [i, s] of plan.steps.entries()) {
        [step, label] = [taken + i + 1, s.label];
        if (i > 0) await this.progress(job._id, { step, stepLabel: label });
        await s.run();
      }
      const result = await plan.result();
      await this.progress(job._id, { status: 'done', step: job.steps, result });
    } catch (err) {
      this.logger.error(`${job.kind} job ${String(job._id)} failed at "${label}": ${(err as Error).message}`);
      await this.db.catalogueJobs
        .updateOne(
          { _id: job._id },
          { $set: { status: 'failed', message: stoppedMessage(job.kind, step, job.steps, label, plan.leaves) } },
        )
        .catch(() => undefined);
    } finally {
      clearInterval(alive);
    }
  }

  private async progress(id: Types.ObjectId, set: Record<string, unknown>): Promise<void> {
    await this.db.catalogueJobs.updateOne({ _id: id }, { $set: { ...set, aliveAt: new Date() } });
  }

  private async markStopped(job: JobRow): Promise<void> {
    await this.db.catalogueJobs.updateOne(
      { _id: job._id, status: 'running' },
      { $set: { status: 'failed', message: serverStoppedMessage(job) } },
    );
  }
}

const serverStoppedMessage = (job: CatalogueJob): string =>
  stoppedMessage(job.kind, job.step, job.steps, job.stepLabel, job.leaves ?? '', true);

function stoppedMessage(
  kind: CatalogueJobKind,
  step: number,
  steps: number,
  label: string,
  leaves: string,
  serverStopped = false,
): string {
  const when = serverStopped ? ' when the server stopped' : '';
  return `${WHAT[kind]} stopped at step ${step} of ${steps} (${label})${when}. ${leaves}`.trim();
}
