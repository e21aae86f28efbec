import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Atrium, type AtriumRequest, create, createAtrium, type StoredJob } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestSchema, postgresTestURL } from '../helpers/database.ts';
import { type Dialect, dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { scheduleConfig } from './config.ts';

const secret = 'jobs test secret 0123456789abcdef';
const serverScript = fileURLToPath(new URL('./jobServer.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

const runsOf = async (atrium: Atrium, job: number) =>
  (await atrium.find({ collection: 'runs', where: { job: { equals: job } }, limit: 0, overrideAccess: true })).docs;
const jobByID = async (atrium: Atrium, id: number): Promise<StoredJob | undefined> =>
  (await atrium.config.db.findJobs({ task: 'count' }))
    .concat(await atrium.config.db.findJobs({ task: 'fail' }))
    .find((job) => job.id === id);
const past = () => new Date(Date.now() - 60_000);

/** A database to open and reopen: a SQLite file, or a PostgreSQL schema. */
async function sharedDatabase(dialect: Dialect): Promise<{ where: string; drop: () => Promise<void> }> {
  if (dialect === 'postgres') {
    const { schema, drop } = await createTestSchema('jobs');
    return { where: schema, drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'atrium-jobs-'));
  return { where: join(dir, 'jobs.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

function openAtrium(dialect: Dialect, where: string, config = scheduleConfig()): Promise<Atrium> {
  const db =
    dialect === 'postgres'
      ? postgresAdapter({ connectionString: postgresTestURL(), schema: where })
      : sqliteAdapter({ filename: where });
  return createAtrium({ ...config, db, secret });
}

describe.each(dialects)('the job queue on %s', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startAtrium(dialect, scheduleConfig(), { rateLimit: false });
  });
  afterAll(() => harness.close());

  it('runs a job that was due in the past exactly once', async () => {
    const { atrium } = harness;
    const job = await atrium.jobs.queue({ task: 'count', waitUntil: past() });
    await expect.poll(async () => (await jobByID(atrium, job.id))?.completedAt, { timeout: 10_000 }).toBeTruthy();
    expect(await atrium.jobs.run()).toBe(0);
    expect(await runsOf(atrium, job.id)).toHaveLength(1);
    expect(await jobByID(atrium, job.id)).toMatchObject({ totalTried: 1, hasError: false, error: null });
  });

  it('runs a job scheduled for a moment ahead once that moment has come, not before', async () => {
    const { atrium } = harness;
    const waitUntil = new Date(Date.now() + 1500);
    const job = await atrium.jobs.queue({ task: 'count', waitUntil });
    expect(await runsOf(atrium, job.id)).toHaveLength(0);
    await expect.poll(async () => (await jobByID(atrium, job.id))?.completedAt, { timeout: 10_000 }).toBeTruthy();
    const done = await jobByID(atrium, job.id);
    expect(new Date(done!.completedAt!).getTime()).toBeGreaterThanOrEqual(waitUntil.getTime());
    expect(await runsOf(atrium, job.id)).toHaveLength(1);
  });

  it('records a failing job with its error, undoes each failed try, and gives up after its retries', async () => {
    const { atrium } = harness;
    const job = await atrium.jobs.queue({ task: 'fail', waitUntil: past() });
    await expect.poll(async () => (await jobByID(atrium, job.id))?.hasError, { timeout: 10_000 }).toBe(true);
    const failed = await jobByID(atrium, job.id);
    // The first try and two retries (`retries: 2`), each rolled back: the row each wrote before throwing is gone.
    expect(failed).toMatchObject({ totalTried: 3, hasError: true, completedAt: null });
    expect(failed!.error).toBe('Error: the task failed on purpose');
    expect(await runsOf(atrium, job.id)).toHaveLength(0);
    expect(await atrium.jobs.run()).toBe(0);
  });

  it('runs the jobs that fell due while no server ran once a server starts again', async () => {
    const { where, drop } = await sharedDatabase(dialect);
    onTestFinished(drop);
    // A server that runs no jobs queues them and stops, as a server shut down overnight would.
    const first = await openAtrium(dialect, where);
    const firstServer = await createServer(first, { rateLimit: false, jobs: false });
    await firstServer.ready();
    const missed = await Promise.all([1, 2, 3].map(() => first.jobs.queue({ task: 'count', waitUntil: past() })));
    await firstServer.close();

    const second = await openAtrium(dialect, where);
    const secondServer = await createServer(second, { rateLimit: false });
    onTestFinished(() => secondServer.close());
    await secondServer.ready();
    for (const job of missed) {
      await expect.poll(async () => (await jobByID(second, job.id))?.completedAt, { timeout: 10_000 }).toBeTruthy();
      expect(await runsOf(second, job.id)).toHaveLength(1);
    }
  });

  it('lets the job in progress finish before the server closes its database', async () => {
    const { where, drop } = await sharedDatabase(dialect);
    onTestFinished(drop);
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const base = scheduleConfig();
    const slow = {
      slug: 'slow',
      handler: async ({ job, req }: { job: StoredJob; req: AtriumRequest }) => {
        started();
        await gate;
        await create({ collection: 'runs', data: { job: job.id }, req, overrideAccess: true });
      },
    };
    const atrium = await openAtrium(dialect, where, { ...base, jobs: { ...base.jobs, tasks: [...base.jobs!.tasks!, slow] } });
    const server = await createServer(atrium, { rateLimit: false });
    await server.ready();
    const job = await atrium.jobs.queue({ task: 'slow', waitUntil: past() });
    await isStarted;
    // Shutdown begins while the job runs; the job is let go only afterwards, so a close that did not wait for it
    // would have closed the database under its write.
    const closing = server.close();
    release();
    await closing;

    const reopened = await openAtrium(dialect, where);
    onTestFinished(() => reopened.destroy());
    expect((await reopened.config.db.findJobs({ task: 'slow' }))[0]).toMatchObject({ id: job.id, totalTried: 1 });
    expect((await reopened.config.db.findJobs({ task: 'slow' }))[0].completedAt).not.toBeNull();
    expect(await runsOf(reopened, job.id)).toHaveLength(1);
  });

  it('runs each of many due jobs, scheduled publishes among them, exactly once with two server processes on one database', {
    timeout: 120_000,
  }, async () => {
    const { where, drop } = await sharedDatabase(dialect);
    const children: ChildProcess[] = [];
    onTestFinished(async () => {
      for (const child of children) {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
      }
      await drop();
    });
    const atrium = await openAtrium(dialect, where);
    await Promise.all([0, 1].map(() => startServer(dialect, where, children)));
    // Drafts to be published by schedule: each publish that ran would add a version to its post.
    const drafts: Array<string | number> = [];
    for (let i = 0; i < 20; i++)
      drafts.push(
        (await atrium.create({ collection: 'posts', data: { title: `Scheduled ${i}` }, draft: true, overrideAccess: true })).id,
      );
    // Both servers are polling; every job appears at once (one commit), so both find all of them due and race.
    const { db } = atrium.config;
    const transaction = await db.beginTransaction();
    const jobs: StoredJob[] = [];
    for (let i = 0; i < 60; i++) jobs.push(await db.queueJob({ task: 'count', waitUntil: past(), transaction }));
    for (const id of drafts) {
      const input = { type: 'publish', doc: { relationTo: 'posts', value: id } };
      await db.queueJob({ task: 'schedulePublish', input, waitUntil: past(), transaction });
    }
    await db.commitTransaction(transaction);

    await expect
      .poll(async () => (await atrium.config.db.findJobs({ task: 'count', pending: true })).length, { timeout: 30_000 })
      .toBe(0);
    const runs = (await atrium.find({ collection: 'runs', limit: 0, overrideAccess: true })).docs;
    expect(runs.map((run) => run.job).sort((a, b) => Number(a) - Number(b))).toEqual(jobs.map((job) => job.id));
    for (const job of await atrium.config.db.findJobs({ task: 'count' }))
      expect(job).toMatchObject({ totalTried: 1, hasError: false });
    await expect
      .poll(async () => (await atrium.config.db.findJobs({ task: 'schedulePublish', pending: true })).length, { timeout: 30_000 })
      .toBe(0);
    for (const job of await atrium.config.db.findJobs({ task: 'schedulePublish' }))
      expect(job).toMatchObject({ totalTried: 1, hasError: false });
    for (const id of drafts) {
      expect((await atrium.findByID({ collection: 'posts', id }))._status).toBe('published');
      // The draft's own version, then one publish: a publish run twice would have left a third.
      const versions = await atrium.findVersions({
        collection: 'posts',
        where: { parent: { equals: id } },
        limit: 0,
        overrideAccess: true,
      });
      expect(versions.totalDocs).toBe(2);
    }
    await atrium.destroy();
  });
});

/** Starts a server process with its job runner on the database; resolves once the runner is going. */
async function startServer(dialect: string, where: string, children: ChildProcess[]): Promise<void> {
  const child = spawn(tsx, [serverScript, dialect, where, secret], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the server process exited with ${code} before it was ready`);
  });
  const ready = (async () => {
    for await (const line of lines) if (line.startsWith('{"ready"')) return;
    throw new Error('the server process closed its output before it was ready');
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
}
