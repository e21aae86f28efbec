import { type LoginResult, login } from './auth/login.ts';
import { forgotPassword, resetPassword, verifyEmail } from './auth/passwordReset.ts';
import { unlock } from './auth/unlock.ts';
import type { BulkResult } from './collections/operations/bulk.ts';
import { count } from './collections/operations/count.ts';
import { create } from './collections/operations/create.ts';
import { deleteMany } from './collections/operations/delete.ts';
import { deleteByID } from './collections/operations/deleteByID.ts';
import { duplicate } from './collections/operations/duplicate.ts';
import { find } from './collections/operations/find.ts';
import { findByID } from './collections/operations/findByID.ts';
import { update } from './collections/operations/update.ts';
import { updateByID } from './collections/operations/updateByID.ts';
import type { Config, SanitizedConfig } from './config/types.ts';
import type { QueueJobArgs, StoredJob } from './database/types.ts';
import { APIError, ValidationError } from './errors/index.ts';
import { buildConfig } from './features.ts';
import { buildFormState } from './formState/buildFormState.ts';
import type { FormState } from './formState/types.ts';
import { findGlobal } from './globals/operations/findGlobal.ts';
import { updateGlobal } from './globals/operations/updateGlobal.ts';
import { isSchedulable } from './jobs/isSchedulable.ts';
import { JobRunner } from './jobs/JobRunner.ts';
import {
  cancelScheduledPublish,
  findScheduledPublishes,
  type JobDocument,
  schedulePublish,
  schedulePublishTaskConfig,
} from './jobs/schedulePublish.ts';
import { createRequest, type RequestOptions } from './localApi/createRequest.ts';
import { findDocumentLock } from './locking/operations/findDocumentLock.ts';
import { findDocumentLocks } from './locking/operations/findDocumentLocks.ts';
import { lockDocument } from './locking/operations/lockDocument.ts';
import { releaseDocumentLock } from './locking/operations/releaseDocumentLock.ts';
import { deletePreference } from './preferences/operations/deletePreference.ts';
import { findPreference } from './preferences/operations/findPreference.ts';
import { updatePreference } from './preferences/operations/updatePreference.ts';
import type { DocumentLock } from './rest/types.ts';
import type { AtriumRequest, Document } from './types.ts';
import { findGlobalVersionByID } from './versions/operations/findGlobalVersionByID.ts';
import { findGlobalVersions } from './versions/operations/findGlobalVersions.ts';
import { findVersionByID } from './versions/operations/findVersionByID.ts';
import { findVersions } from './versions/operations/findVersions.ts';
import { restoreGlobalVersion } from './versions/operations/restoreGlobalVersion.ts';
import { restoreVersion } from './versions/operations/restoreVersion.ts';

/**
 * Options of every Local API call: the operation's own options, plus either `req` (reuse a request, e.g.
 * inside a hook, so the call joins its transaction) or the pieces of a new one.
 */
type Local<T> = Omit<T, 'req'> & RequestOptions & { req?: AtriumRequest };
type Op<A, R> = (args: A) => Promise<R>;
type ArgsOf<F> = F extends Op<infer A, unknown> ? A : never;

export type Atrium = {
  config: SanitizedConfig;
  find: (args: Local<ArgsOf<typeof find>>) => ReturnType<typeof find>;
  findByID: (args: Local<ArgsOf<typeof findByID>>) => Promise<Document>;
  count: (args: Local<ArgsOf<typeof count>>) => ReturnType<typeof count>;
  create: (args: Local<ArgsOf<typeof create>>) => Promise<Document>;
  /** With `id`: one document. With `where`: every match, as `{ docs, errors }`. */
  update: {
    (args: Local<ArgsOf<typeof updateByID>>): Promise<Document>;
    (args: Local<ArgsOf<typeof update>>): Promise<BulkResult>;
  };
  /** With `id`: one document. With `where`: every match, as `{ docs, errors }`. */
  delete: {
    (args: Local<ArgsOf<typeof deleteByID>>): Promise<Document>;
    (args: Local<ArgsOf<typeof deleteMany>>): Promise<BulkResult>;
  };
  duplicate: (args: Local<ArgsOf<typeof duplicate>>) => Promise<Document>;
  /** Signs in with email (or username) and password: `{ user, token, exp }`. */
  login: (args: Local<ArgsOf<typeof login>>) => Promise<LoginResult>;
  forgotPassword: (args: Local<ArgsOf<typeof forgotPassword>>) => Promise<void>;
  resetPassword: (args: Local<ArgsOf<typeof resetPassword>>) => Promise<LoginResult>;
  verifyEmail: (args: Local<ArgsOf<typeof verifyEmail>>) => Promise<void>;
  unlock: (args: Local<ArgsOf<typeof unlock>>) => Promise<void>;
  findGlobal: (args: Local<ArgsOf<typeof findGlobal>>) => Promise<Record<string, unknown>>;
  /** A page of a collection's versions (`where` on `parent` and `version.*`). */
  findVersions: (args: Local<ArgsOf<typeof findVersions>>) => ReturnType<typeof findVersions>;
  findVersionByID: (args: Local<ArgsOf<typeof findVersionByID>>) => Promise<Document>;
  /** Saves a version's content as its document again (published, or with `draft` as the latest draft). */
  restoreVersion: (args: Local<ArgsOf<typeof restoreVersion>>) => Promise<Document>;
  findGlobalVersions: (args: Local<ArgsOf<typeof findGlobalVersions>>) => ReturnType<typeof findGlobalVersions>;
  findGlobalVersionByID: (args: Local<ArgsOf<typeof findGlobalVersionByID>>) => Promise<Document>;
  restoreGlobalVersion: (args: Local<ArgsOf<typeof restoreGlobalVersion>>) => Promise<Record<string, unknown>>;
  updateGlobal: (args: Local<ArgsOf<typeof updateGlobal>>) => Promise<Record<string, unknown>>;
  /** The signed-in `user`'s preference `key`, or `null`. */
  findPreference: (args: Local<ArgsOf<typeof findPreference>>) => Promise<Document | null>;
  /** Stores the signed-in `user`'s preference `key` (one row per user and key). */
  updatePreference: (args: Local<ArgsOf<typeof updatePreference>>) => Promise<Document>;
  deletePreference: (args: Local<ArgsOf<typeof deletePreference>>) => Promise<void>;
  /** Who is editing a document (`collection`, `id`) or global (`global`): its active lock, or `null`. */
  findDocumentLock: (args: Local<ArgsOf<typeof findDocumentLock>>) => Promise<DocumentLock | null>;
  /** Every active lock of a `collection`'s documents. */
  findDocumentLocks: (args: Local<ArgsOf<typeof findDocumentLocks>>) => Promise<DocumentLock[]>;
  /** Takes or renews the `user`'s lock on a document or global (`takeOver` takes it from another user). */
  lockDocument: (args: Local<ArgsOf<typeof lockDocument>>) => Promise<DocumentLock>;
  /** Lets go of the `user`'s lock. */
  releaseDocumentLock: (args: Local<ArgsOf<typeof releaseDocumentLock>>) => Promise<void>;
  /** Conditions and validation of a form's data as the `user` would save it, without storing anything. */
  buildFormState: (args: Local<ArgsOf<typeof buildFormState>>) => Promise<FormState>;
  /** Queues a scheduled publish or unpublish of a document or global (`versions.drafts.schedulePublish`). */
  schedulePublish: (args: Local<ArgsOf<typeof schedulePublish>>) => Promise<JobDocument>;
  /** A document's or global's upcoming scheduled publishes and unpublishes. */
  findScheduledPublishes: (args: Local<ArgsOf<typeof findScheduledPublishes>>) => Promise<JobDocument[]>;
  cancelScheduledPublish: (args: Local<ArgsOf<typeof cancelScheduledPublish>>) => Promise<JobDocument>;
  /** The job queue (Payload's `payload.jobs`). */
  jobs: {
    /** Adds a job of one of the config's tasks, due at `waitUntil` (default now). */
    queue: (args: Omit<QueueJobArgs, 'transaction'> & { req?: AtriumRequest }) => Promise<StoredJob>;
    /** Runs every due job now, as the runner does when it wakes; answers how many runs were attempted. */
    run: () => Promise<number>;
    /** Starts running due jobs in this process (the server does); jobs missed while no server ran come first. */
    start: () => void;
    /** Stops the runner, waiting for the job in progress. */
    stop: () => Promise<void>;
  };
  /** A request for REST handlers and scripts. */
  createRequest: (options?: RequestOptions) => AtriumRequest;
  destroy: () => Promise<void>;
};

function isSanitized(config: Config | SanitizedConfig): config is SanitizedConfig {
  return 'collectionsBySlug' in config;
}

/**
 * Builds the config (unless already built), prepares the database, and answers the Local API. This is core's
 * composition root: with `features.ts`, the one module that brings the generic operations and the features together.
 */
export async function createAtrium(input: Config | SanitizedConfig): Promise<Atrium> {
  const config = isSanitized(input) ? input : await buildConfig(input);
  await config.db.init(config);
  const withReq = <A extends object>(args: A & RequestOptions & { req?: AtriumRequest }) => {
    const { user, sid, locale, fallbackLocale, language, headers, query, requestID, ...rest } = args;
    const req =
      args.req ??
      createRequest(config, { user, sid, locale, fallbackLocale, language, headers, query, requestID, context: args.context });
    if (args.req && locale !== undefined) req.locale = locale;
    return { ...rest, req } as unknown as A & { req: AtriumRequest };
  };
  /** Runs an operation for the Local API, whose callers read error messages as text, not translation keys. */
  const run = <A extends object, R>(
    operation: (args: A & { req: AtriumRequest }) => Promise<R>,
    args: A & RequestOptions & { req?: AtriumRequest },
  ) => {
    const prepared = withReq(args);
    return operation(prepared).catch((error: unknown) => {
      throw translateError(error, prepared.req);
    });
  };
  const tasks = [...config.jobs.tasks];
  if ([...config.collections, ...config.globals].some(isSchedulable)) tasks.push(schedulePublishTaskConfig);
  const runner = new JobRunner({
    db: config.db,
    tasks,
    pollInterval: config.jobs.pollInterval,
    retryDelay: config.jobs.retryDelay,
    createRequest: (transaction) => ({ ...createRequest(config), transaction }),
    log: (message, error) => console.error(`[atrium] ${message}`, error),
  });
  /** Wakes the runner for a job this process queued, once its transaction (if any) has had its chance to commit. */
  const queued = <J extends { waitUntil: string }>(job: J): J => {
    runner.wake(new Date(job.waitUntil));
    return job;
  };
  const atrium: Atrium = {
    config,
    find: (args) => run(find, args),
    findByID: (args) => run(findByID, args),
    count: (args) => run(count, args),
    create: (args) => run(create, args),
    update: ((args: Record<string, unknown>) =>
      'id' in args && args.id !== undefined ? run(updateByID, args as never) : run(update, args as never)) as Atrium['update'],
    delete: ((args: Record<string, unknown>) =>
      'id' in args && args.id !== undefined
        ? run(deleteByID, args as never)
        : run(deleteMany, args as never)) as Atrium['delete'],
    duplicate: (args) => run(duplicate, args),
    login: (args) => run(login, args),
    forgotPassword: (args) => run(forgotPassword, args),
    resetPassword: (args) => run(resetPassword, args),
    verifyEmail: (args) => run(verifyEmail, args),
    unlock: (args) => run(unlock, args),
    findGlobal: (args) => run(findGlobal, args),
    updateGlobal: (args) => run(updateGlobal, args),
    findVersions: (args) => run(findVersions, args),
    findVersionByID: (args) => run(findVersionByID, args),
    restoreVersion: (args) => run(restoreVersion, args),
    findGlobalVersions: (args) => run(findGlobalVersions, args),
    findGlobalVersionByID: (args) => run(findGlobalVersionByID, args),
    restoreGlobalVersion: (args) => run(restoreGlobalVersion, args),
    findPreference: (args) => run(findPreference, args),
    updatePreference: (args) => run(updatePreference, args),
    deletePreference: (args) => run(deletePreference, args),
    findDocumentLock: (args) => run(findDocumentLock, args),
    findDocumentLocks: (args) => run(findDocumentLocks, args),
    lockDocument: (args) => run(lockDocument, args),
    releaseDocumentLock: (args) => run(releaseDocumentLock, args),
    buildFormState: (args) => run(buildFormState, args),
    schedulePublish: (args) => run(schedulePublish, args).then(queued),
    findScheduledPublishes: (args) => run(findScheduledPublishes, args),
    cancelScheduledPublish: (args) => run(cancelScheduledPublish, args),
    jobs: {
      queue: async ({ req, ...args }) => {
        if (!tasks.some((task) => task.slug === args.task)) throw new Error(`Unknown task: ${args.task}`);
        return queued(await config.db.queueJob({ ...args, transaction: req?.transaction }));
      },
      run: () => runner.run(),
      start: () => runner.start(),
      stop: () => runner.stop(),
    },
    createRequest: (options) => createRequest(config, options),
    destroy: async () => {
      await runner.stop();
      await config.db.destroy();
    },
  };
  await config.onInit?.(atrium);
  return atrium;
}

/** Gives an API error its text in the request's language (REST does the same in its error handler). */
function translateError(error: unknown, req: AtriumRequest): unknown {
  if (!(error instanceof APIError)) return error;
  error.message = req.t(error.key, error.vars);
  if (error instanceof ValidationError) for (const fieldError of error.errors) fieldError.message = req.t(fieldError.message);
  return error;
}
