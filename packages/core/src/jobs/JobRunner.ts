import { configDefaults } from '../config/defaults.ts';
import type { TaskConfig } from '../config/types.ts';
import type { DatabaseAdapter, StoredJob, Transaction } from '../database/types.ts';
import { APIError } from '../errors/index.ts';
import type { AtriumRequest } from '../types.ts';

export type JobRunnerOptions = {
  db: DatabaseAdapter;
  tasks: TaskConfig[];
  pollInterval: number;
  retryDelay: number;
  /** A request for one job's run, joined to its transaction. */
  createRequest: (transaction: Transaction) => AtriumRequest;
  /** Where a failed run or a failed look for due jobs is reported. */
  log: (message: string, error: unknown) => void;
};

/** The longest wait between two tries of a failing job, however many it has had. */
const maxRetryDelay = 60 * 60_000;

/**
 * Runs due jobs of the job table: each in a transaction of its own that holds the job, so across every server on
 * the database a job's run is committed once. Wakes at the earliest due job it knows of and at least every
 * `pollInterval` (jobs queued by other processes), one job at a time.
 */
export class JobRunner {
  private readonly tasks: Map<string, TaskConfig>;
  private readonly slugs: string[];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = Number.POSITIVE_INFINITY;
  private isStarted = false;
  /** Set by `stop`: a drain ends after the job in progress. */
  private isStopping = false;
  /** The drain in progress; runs never overlap within one process. */
  private current: Promise<number> = Promise.resolve(0);

  constructor(private readonly options: JobRunnerOptions) {
    this.tasks = new Map(options.tasks.map((task) => [task.slug, task]));
    this.slugs = [...this.tasks.keys()];
  }

  /** Starts the runner: due jobs (among them those missed while no server ran) run at once. */
  start(): void {
    if (this.isStarted || this.slugs.length === 0) return;
    this.isStarted = true;
    this.isStopping = false;
    this.wakeIn(0);
  }

  /** Stops waking up and waits for the job in progress to finish, so shutdown never cuts a run in half. */
  async stop(): Promise<void> {
    this.isStarted = false;
    this.isStopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    await this.current.catch(() => {});
  }

  /** A job was queued in this process for `at`: wake then, if that is sooner than planned. */
  wake(at: Date): void {
    if (this.isStarted) this.wakeIn(at.getTime() - Date.now());
  }

  /** Runs every job due now, one after the other; answers how many runs were attempted. */
  run(): Promise<number> {
    const next = this.current.catch(() => 0).then(() => this.drain());
    this.current = next;
    return next;
  }

  private wakeIn(delay: number): void {
    const at = Date.now() + Math.max(0, delay);
    if (this.timer && at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => void this.tick(), Math.max(0, delay));
    // The server keeps the process alive; a script that only queued jobs may end.
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    if (!this.isStarted) return;
    let delay = this.options.pollInterval;
    try {
      await this.run();
      const next = await this.options.db.nextJobAt({ tasks: this.slugs });
      if (next !== null) delay = Math.min(delay, new Date(next).getTime() - Date.now());
    } catch (error) {
      this.options.log('The job runner could not look for due jobs; it tries again later.', error);
    }
    if (this.isStarted) this.wakeIn(delay);
  }

  private async drain(): Promise<number> {
    let ran = 0;
    while (!this.isStopping) {
      const { db } = this.options;
      const now = new Date();
      const next = await db.nextJobAt({ tasks: this.slugs });
      // A read first: on SQLite, opening a write transaction only to find nothing due would hold up every writer.
      if (next === null || new Date(next) > now) return ran;
      const transaction = await db.beginTransaction();
      let job: StoredJob | null;
      try {
        job = await db.claimJob({ transaction, tasks: this.slugs, now });
      } catch (error) {
        await db.rollbackTransaction(transaction).catch(() => {});
        throw error;
      }
      // Another server took the due ones first.
      if (!job) {
        await db.rollbackTransaction(transaction);
        return ran;
      }
      ran++;
      await this.runClaimed(job, transaction);
      // SQLite answers synchronously: without a turn of the event loop between jobs, a long queue would hold
      // every request until it was empty.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return ran;
  }

  private async runClaimed(job: StoredJob, transaction: Transaction): Promise<void> {
    const { db } = this.options;
    const task = this.tasks.get(job.task)!;
    const req = this.options.createRequest(transaction);
    try {
      await task.handler({ input: job.input, job, req });
      await db.finishJob({ transaction, id: job.id, now: new Date() });
    } catch (error) {
      this.options.log(`Job ${job.id} (${job.task}) failed on try ${job.totalTried + 1}.`, error);
      const retries = task.retries ?? configDefaults.taskRetries;
      const delay = Math.min(this.options.retryDelay * 2 ** job.totalTried, maxRetryDelay);
      const retryAt = job.totalTried < retries ? new Date(Date.now() + delay) : null;
      try {
        await db.finishJob({ transaction, id: job.id, now: new Date(), error: describe(error, req), retryAt });
      } catch (recordError) {
        // The try cannot even be recorded (the database went away): undo it all; the job stays due.
        await db.rollbackTransaction(transaction).catch(() => {});
        throw recordError;
      }
    }
    await db.commitTransaction(transaction);
  }
}

function describe(error: unknown, req: AtriumRequest): string {
  const message =
    error instanceof APIError ? req.t(error.key, error.vars) : error instanceof Error ? error.message : String(error);
  const text = error instanceof Error ? `${error.name}: ${message}` : message;
  return text.slice(0, 2000);
}
