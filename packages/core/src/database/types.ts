import type { SanitizedConfig } from '../config/types.ts';
import type { SortNode, WhereNode } from '../queries/types.ts';
import type { DocumentID } from '../types.ts';

/** An open transaction; opaque to core, owned by the adapter. */
export type Transaction = { readonly id: number };

/**
 * A stored row as core sees it: the document's fields plus the columns `id`, `createdAt`, `updatedAt`.
 * The adapter returns fresh objects that core may mutate.
 */
export type StoredDocument = Record<string, unknown> & { id: DocumentID; createdAt?: string; updatedAt?: string };

export type FindArgs = {
  collection: string;
  where?: WhereNode;
  /** Empty: the adapter sorts by `id` descending. A `near` condition with no sort orders by distance. */
  sort?: SortNode[];
  /** Rows per page; `0` returns every matching row. */
  limit: number;
  /** 1-based. Defaults to `1`. */
  page?: number;
  /** When `false`, no count query runs and `totalDocs` is the number returned. Defaults to `true`. */
  pagination?: boolean;
  transaction?: Transaction;
  /**
   * The caller will pass the documents through unchanged, so the adapter may answer them as JSON text in
   * `rawDocs` instead of parsing them. Adapters that cannot do so cheaply answer `docs` as usual.
   */
  raw?: boolean;
  /**
   * Where counting would read many rows (PostgreSQL), `totalDocs` may be the planner's estimate, with `estimated` set
   * in the answer. Exact while the table or the matches are small, and on SQLite.
   */
  estimate?: boolean;
  /** Inside a transaction: lock the rows read until it ends (PostgreSQL `FOR UPDATE`), so a read-modify-write cannot lose a concurrent update. */
  forUpdate?: boolean;
};

/** A row of the job table (Payload's `payload-jobs`): one run of a task, due at `waitUntil`. */
export type StoredJob = {
  id: number;
  /** The task's slug (Payload: `taskSlug`). */
  task: string;
  queue: string;
  input: Record<string, unknown>;
  /** What the job acts on (`posts:12`, `globals:settings`), so a document's jobs can be listed; `null` for none. */
  target: string | null;
  /** When the job was asked to run. */
  waitUntil: string;
  /** When it is next tried: `waitUntil`, later after a failed try. */
  runAt: string;
  totalTried: number;
  /** It failed as often as it may and is not tried again. */
  hasError: boolean;
  /** The last failed try's error. */
  error: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type QueueJobArgs = {
  task: string;
  input?: Record<string, unknown>;
  /** Defaults to `'default'`. */
  queue?: string;
  target?: string;
  /** Defaults to now. */
  waitUntil?: Date;
  transaction?: Transaction;
};

/** `estimated`: `totalDocs` is an estimate (see `FindArgs.estimate`). */
export type FindDocsResult = { docs: StoredDocument[]; totalDocs: number; estimated?: boolean };
/** One document as UTF-8 JSON bytes (or text), exactly as it goes on the wire. */
export type RawDocument = Uint8Array | string;
/** `shapes`: each raw document's stored shape (`create`'s `shape`), `null` for rows written without one. */
export type FindResult =
  | FindDocsResult
  | { rawDocs: RawDocument[]; shapes: Array<string | null>; totalDocs: number; estimated?: boolean };

/**
 * Storage behind one interface. One implementation (`@atrium/db-sql`) serves SQLite and PostgreSQL;
 * the adapter contract suite in `@atrium/db-sql` proves both. Every method joins `transaction` when given.
 * Driver errors are translated at this boundary: unique violations throw `ValidationError`
 * (`validation:unique` on the field's path), everything else a plain `Error` that REST answers with 500.
 */
export type DatabaseAdapter = {
  readonly name: 'sqlite' | 'postgres';
  /** Creates tables and indexes idempotently for the sanitized config. Called once at start-up. */
  init(config: SanitizedConfig): Promise<void>;
  destroy(): Promise<void>;
  /** Resolves once the database answers a trivial query and rejects when it cannot: the server's readiness check. */
  ping?: () => Promise<void>;
  /** The connection pool's state now (open, idle, waiting), where there is a pool: the server's metrics. */
  connections?: () => { open: number; idle: number; waiting: number };
  /**
   * A value that changes whenever stored data may have changed, by this process or any other. Caches of
   * read results stay valid while it stays the same. Absent where changes cannot be detected cheaply.
   */
  changeToken?: () => string;
  /**
   * Like `changeToken`, but bookkeeping writes (`updateOne` with `bookkeeping: true`: an auth collection's
   * account state) leave it; they move `bookkeepingToken` of their collection instead. Response caches key on
   * these two, so a failed login or a reset request does not empty what every visitor is served (and cannot be
   * told from outside). Present exactly when `changeToken` is.
   */
  contentToken?: () => string;
  /** What bookkeeping writes to `collection` moved; see `contentToken`. */
  bookkeepingToken?: (collection: string) => string;
  /**
   * Where the tokens learn of other processes' commits asynchronously (PostgreSQL's notices), resolves once every
   * commit made before the call has moved them. Await it before taking a token when a change another server has
   * already answered for must be seen (the server does, once per API request). Never rejects.
   */
  catchUp?: () => Promise<void>;
  /**
   * Reads may be answered by standbys, which `catchUp` keeps from answering older data than another server has
   * already answered for: every request waits for it, not only those that cache.
   */
  readsFromReplicas?: boolean;
  /**
   * Inside `transaction`, waits until no other transaction (of any process) holds the lock `name`, and holds it
   * until this one ends. For check-then-write sequences that must not interleave (the first user).
   */
  lockTransaction(args: { transaction: Transaction; name: string }): Promise<void>;

  beginTransaction(): Promise<Transaction>;
  commitTransaction(transaction: Transaction): Promise<void>;
  rollbackTransaction(transaction: Transaction): Promise<void>;

  find: {
    (args: FindArgs & { raw?: false }): Promise<FindDocsResult>;
    /** With `raw: true` the answer may hold `rawDocs` (JSON text per document) instead of `docs`. */
    (args: FindArgs): Promise<FindResult>;
  };
  /** The rows with these ids, in any order; missing ids are absent. Used for batched population. */
  findByIDs(args: {
    collection: string;
    ids: DocumentID[];
    transaction?: Transaction;
    forUpdate?: boolean;
  }): Promise<StoredDocument[]>;
  /** Which of these ids exist, without reading the documents (relationship checks on every write). */
  existingIDs(args: { collection: string; ids: DocumentID[]; transaction?: Transaction }): Promise<DocumentID[]>;
  count(args: { collection: string; where?: WhereNode; transaction?: Transaction }): Promise<number>;
  /** `count`, or where that would read many rows, an estimate (see `FindArgs.estimate`). Outside transactions. */
  countOrEstimate?(args: { collection: string; where?: WhereNode }): Promise<{ count: number; estimated: boolean }>;

  /** `data` holds the fields only; `createdAt`/`updatedAt` when given are stored in their columns. */
  /**
   * `shape`, kept with the row and answered to `find`'s, says the write pipeline found every value of the data as
   * a read would give it (`storedShapeOf`); rows written without one are never passed through unread.
   */
  create(args: {
    collection: string;
    data: Record<string, unknown>;
    transaction?: Transaction;
    shape?: string;
  }): Promise<StoredDocument>;
  /** Replaces the stored fields of one document with `data` (`updatedAt` in it goes to its column); `null` when it does not exist. */
  updateOne(args: {
    collection: string;
    id: DocumentID;
    data: Record<string, unknown>;
    transaction?: Transaction;
    /** Only account state changed (see `contentToken`). Defaults to `false`. */
    bookkeeping?: boolean;
    /** As `create`'s: an update without one leaves the row without a shape. */
    shape?: string;
  }): Promise<StoredDocument | null>;
  /** Deletes one row; `false` when it did not exist. */
  deleteOne(args: { collection: string; id: DocumentID; transaction?: Transaction }): Promise<boolean>;

  /**
   * The stored global, `null` before its first write. `forUpdate` inside a transaction locks its row until the
   * transaction ends (as `findByIDs` does), so a check made on it still holds at the write.
   */
  findGlobal(args: { slug: string; transaction?: Transaction; forUpdate?: boolean }): Promise<Record<string, unknown> | null>;
  /** Adds a job to the job table. */
  queueJob(args: QueueJobArgs): Promise<StoredJob>;
  /** The earliest `runAt` among pending jobs (neither completed nor given up) of these tasks, or `null`. */
  nextJobAt(args: { tasks: string[] }): Promise<string | null>;
  /**
   * Inside `transaction`: takes one pending job of these tasks that is due at `now`, held until the transaction
   * ends so that no other runner, in this process or another, takes it too (PostgreSQL: `FOR UPDATE SKIP LOCKED`;
   * SQLite: the write transaction excludes every other). `null` when none is due. What the run writes joins the
   * transaction, so the run and its `finishJob` commit together or not at all.
   */
  claimJob(args: { transaction: Transaction; tasks: string[]; now: Date }): Promise<StoredJob | null>;
  /**
   * Ends the claimed job's run inside its transaction: completed; or, given `error`, the run's writes are undone
   * (back to the claim), the try is counted and the error kept, and the job is tried again at `retryAt`, or
   * never again when `retryAt` is `null`.
   */
  finishJob(args: { transaction: Transaction; id: number; now: Date; error?: string; retryAt?: Date | null }): Promise<void>;
  /** Jobs by target and task, earliest `runAt` first; `pending` keeps those neither completed nor given up. */
  findJobs(args: { target?: string; task?: string; pending?: boolean; transaction?: Transaction }): Promise<StoredJob[]>;
  /**
   * Deletes a job that has not run (neither completed nor given up); `false` when there is no such job. A job
   * being run at that moment is waited for, and then is no longer one to cancel.
   */
  cancelJob(args: { id: number; transaction?: Transaction }): Promise<boolean>;

  upsertGlobal(args: {
    slug: string;
    data: Record<string, unknown>;
    transaction?: Transaction;
  }): Promise<Record<string, unknown>>;
};
