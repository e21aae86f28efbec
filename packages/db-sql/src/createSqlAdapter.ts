import { randomUUID } from 'node:crypto';
import {
  type DatabaseAdapter,
  type DocumentID,
  type FindArgs,
  type FindResult,
  type Transaction,
  ValidationError,
  type WhereNode,
} from '@atrium/core';
import { bookkeepingChannel, ChangeChannels, contentChannel } from './ChangeChannels.ts';
import { compileSort, sortExpression } from './compileSort.ts';
import { bind, type CompileContext, compileWhere, isUnfiltered } from './compileWhere.ts';
import { createCounter } from './createCounter.ts';
import { createSchema, ifNotThere, type Schema } from './createSchema.ts';
import { postgresDialect } from './dialects/postgresDialect.ts';
import type { SqlDialect } from './dialects/sqlDialect.ts';
import { sqliteDialect } from './dialects/sqliteDialect.ts';
import { jobInsertParams, jobTableSQL, toJob } from './jobTable.ts';
import { NotifiedChannels, noticeChannelOf } from './NotifiedChannels.ts';
import { keyAlias, keysetConditions, keysetSort, PageBookmarks } from './PageBookmarks.ts';
import type { CollectionTable } from './prepareTable.ts';
import { spliceDocument } from './spliceDocument.ts';
import { splitColumns, toISO } from './splitColumns.ts';
import { translateError } from './translateError.ts';
import type { QueryOptions, SqlDriver, SqlRow, SqlSession } from './types.ts';

const globalsTable = 'atrium_globals';
const changesTable = 'atrium_changes';
const jobsTable = 'atrium_jobs';
/** Rows skipped from which a page is read by id first (see `find`). */
const deepOffset = 1_000;

/** Creates the `DatabaseAdapter` shared by SQLite and PostgreSQL on top of a dialect driver. */
export function createSqlAdapter(driver: SqlDriver): DatabaseAdapter {
  const dialect: SqlDialect = driver.dialect === 'sqlite' ? sqliteDialect : postgresDialect;
  const ph = (index: number) => dialect.placeholder(index);
  const qualify = (name: string) =>
    driver.schema ? `${dialect.quote(driver.schema)}.${dialect.quote(name)}` : dialect.quote(name);
  const globals = qualify(globalsTable);
  const jobs = jobTableSQL(dialect, qualify(jobsTable));

  let schema: Schema = {
    tables: new Map(),
    uniqueIndexes: new Map(),
    orderedExpressions: new Map(),
    indexOf: new Map(),
    searched: new Map(),
  };
  const sessions = new Map<number, SqlSession>();
  let nextTransactionID = 1;
  const bookmarks = new PageBookmarks();
  /** Writes made through this adapter, for `changeToken`. */
  let ownWrites = 0;
  /** Content and bookkeeping change counts, where changes can be noticed at all: SQLite by its table… */
  const channels = driver.dataVersion ? new ChangeChannels(driver, qualify(changesTable), ph) : undefined;
  /** …PostgreSQL by notices sent with each commit. */
  const notices = !channels && driver.listen ? new NotifiedChannels(driver, noticeChannelOf(driver.schema)) : undefined;
  const changes = channels ?? notices;
  /** The channels each open transaction wrote. */
  const written = new Map<number, Set<string>>();

  const tableOf = (slug: string): CollectionTable => {
    const table = schema.tables.get(slug);
    if (!table) throw new Error(`Unknown collection: ${slug}`);
    return table;
  };
  /** A statement's compile state; `collection` is the one read, whose search indexes decide how it is planned. */
  const context = (collection?: string): CompileContext => ({
    dialect,
    params: [],
    table: (slug) => tableOf(slug).table,
    idType: (slug) => tableOf(slug).idType,
    aliases: 0,
    searched: collection === undefined ? undefined : schema.searched.get(collection),
  });
  const sessionOf = (transaction: Transaction): SqlSession => {
    const session = sessions.get(transaction.id);
    if (!session) throw new Error(`Transaction ${transaction.id} is not open`);
    return session;
  };

  const translate = (error: unknown, collection?: string) => translateError(driver, schema, error, collection);
  const read = async (
    transaction: Transaction | undefined,
    sql: string,
    params: readonly unknown[],
    options?: QueryOptions,
  ): Promise<SqlRow[]> => {
    try {
      return await (transaction ? sessionOf(transaction) : driver).query(sql, params, options);
    } catch (error) {
      throw translate(error);
    }
  };
  const write = async (
    collection: string | undefined,
    transaction: Transaction | undefined,
    sql: string,
    params: readonly unknown[],
    bookkeeping = false,
  ) => {
    const channel = bookkeeping && collection ? bookkeepingChannel(collection) : contentChannel;
    try {
      if (transaction) return await sessionOf(transaction).query(sql, params);
      // The notice must commit with the write (a crash between the two would leave other processes unaware).
      if (notices) return await writeWithNotice(sql, params, channel);
      const rows = await driver.write(sql, params);
      // After the write: a reader who took the old count and read the new row only caches it under the old one.
      if (channels) {
        await driver.write(channels.bumpSQL, [channel]);
        channels.landed([channel]);
      }
      return rows;
    } catch (error) {
      throw translate(error, collection);
    } finally {
      counter.clear();
      ownWrites++;
      changes?.moved(channel);
      if (transaction) written.get(transaction.id)?.add(channel);
    }
  };
  const writeWithNotice = async (sql: string, params: readonly unknown[], channel: string) => {
    const session = await driver.begin();
    let rows: SqlRow[];
    try {
      rows = await session.query(sql, params);
      await notices!.record(session, [channel]);
    } catch (error) {
      await session.rollback().catch(() => {});
      throw error;
    }
    await session.commit();
    notices!.landed([channel]);
    return rows;
  };

  const normalizeID = (table: CollectionTable, id: DocumentID): DocumentID | undefined => {
    if (table.idType === 'uuid') return String(id);
    const n = typeof id === 'number' ? id : /^-?\d+$/.test(id) ? Number(id) : Number.NaN;
    return Number.isSafeInteger(n) ? n : undefined;
  };

  /**
   * The state SQLite counts and page bookmarks are kept under: own writes and every other connection's commits
   * (`data_version`), read synchronously right before the statement. PostgreSQL stamps them with the snapshot of the
   * statement instead (`stateColumn`), until it has a change token of its own to use here.
   */
  const localStamp = driver.dataVersion ? () => `${ownWrites}.${driver.dataVersion!()}` : undefined;
  const counter = createCounter({ dialect, read, localStamp, writes: () => ownWrites });

  const count = async (table: CollectionTable, where: WhereNode | undefined, transaction?: Transaction): Promise<number> => {
    if (isUnfiltered(where)) return counter.count(table, '', [], { transaction });
    const ctx = context(table.slug);
    const whereSQL = ` WHERE ${compileWhere(where!, ctx)}`;
    return counter.count(table, whereSQL, ctx.params, { transaction, options: { oneShot: ctx.oneShot } });
  };

  // SQLite write transactions are serialized already (BEGIN IMMEDIATE under the mutex); PostgreSQL's are not,
  // so rows read for a read-modify-write are locked until the transaction ends.
  const lockClause = (transaction: Transaction | undefined, forUpdate: boolean | undefined) =>
    transaction && forUpdate && dialect.name === 'postgres' ? ' FOR UPDATE' : '';

  const toDocument = (table: CollectionTable, id: unknown, json: string, createdAt: string, updatedAt: string) =>
    table.timestamps ? spliceDocument(id, json, createdAt, updatedAt) : spliceDocument(id, json);

  return {
    name: driver.dialect,

    async init(config) {
      try {
        schema = await createSchema(driver, dialect, config, qualify, globalsTable);
        if (channels) await driver.exec(channels.createSQL);
        await notices?.start();
        for (const sql of jobs.create) await ifNotThere(driver.exec(sql));
        counter.clear();
        await driver.optimize?.();
      } catch (error) {
        // At start-up there is no request to answer 503: the person starting the server reads the driver's reason.
        throw driver.unavailable?.(error) ? error : translate(error);
      }
    },

    async destroy() {
      await notices?.stop();
      await driver.close();
    },

    async ping() {
      // Readiness asks about the primary: a standby answering says nothing of whether writes would.
      if (driver.ping) await driver.ping();
      else await driver.query('SELECT 1', []);
    },

    connections: driver.connections ? () => driver.connections!() : undefined,
    readsFromReplicas: driver.replicated === true,

    // Own writes, plus every commit by another connection or process (SQLite's data_version, PostgreSQL's notices).
    changeToken: driver.dataVersion ? () => `${ownWrites}.${driver.dataVersion!()}` : notices && (() => notices.token()),
    contentToken: changes && (() => changes.token(contentChannel)),
    bookkeepingToken: changes && ((collection: string) => changes.token(bookkeepingChannel(collection))),
    catchUp: notices && (() => notices.catchUp()),

    async lockTransaction({ transaction, name }) {
      // SQLite: a write transaction (BEGIN IMMEDIATE) already holds the database's only write lock, across
      // processes. PostgreSQL: an advisory lock held to the transaction's end, named within the schema.
      if (dialect.name !== 'postgres') return;
      await read(transaction, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`${driver.schema ?? ''}.${name}`]);
    },

    async beginTransaction() {
      const session = await driver.begin().catch((error) => Promise.reject(translate(error)));
      const id = nextTransactionID++;
      sessions.set(id, session);
      written.set(id, new Set());
      return { id };
    },
    async commitTransaction(transaction) {
      const session = sessionOf(transaction);
      const wrote = written.get(transaction.id) ?? new Set<string>();
      // Counted inside the transaction, so the count and the data land together for every other process.
      if (changes && wrote.size > 0) {
        try {
          await changes.record(session, wrote);
        } catch (error) {
          // The commit fails as a whole: end the transaction here, or it would keep the write lock (the caller
          // does not roll back after a failed commit).
          sessions.delete(transaction.id);
          written.delete(transaction.id);
          await session.rollback().catch(() => {});
          throw translate(error);
        }
      }
      sessions.delete(transaction.id);
      written.delete(transaction.id);
      counter.clear();
      ownWrites++;
      for (const channel of wrote) changes?.moved(channel);
      try {
        await session.commit();
      } catch (error) {
        // A commit whose answer was lost may have landed all the same: reads that overlapped it must not stay.
        notices?.landed(wrote);
        throw translate(error);
      }
      changes?.landed(wrote);
    },
    async rollbackTransaction(transaction) {
      const session = sessionOf(transaction);
      const wrote = written.get(transaction.id) ?? new Set<string>();
      sessions.delete(transaction.id);
      written.delete(transaction.id);
      counter.clear();
      ownWrites++;
      for (const channel of wrote) changes?.moved(channel);
      await session.rollback().catch((error) => Promise.reject(translate(error)));
    },

    find: (async ({
      collection,
      where,
      sort,
      limit,
      page = 1,
      pagination = true,
      transaction,
      raw,
      estimate,
      forUpdate,
    }: FindArgs): Promise<FindResult> => {
      const table = tableOf(collection);
      const ctx = context(collection);
      const filtered = !isUnfiltered(where);
      const whereSQL = filtered ? ` WHERE ${compileWhere(where!, ctx)}` : '';
      const whereParams = ctx.params.slice();
      const options: QueryOptions = { oneShot: ctx.oneShot };
      const offset = limit > 0 ? (Math.max(1, page) - 1) * limit : 0;
      const countRows = () => counter.count(table, whereSQL, whereParams, { transaction, options });
      let total: number | undefined;
      let pageSQL = whereSQL;

      // SQLite's planner prefers the filter's index even when half the table matches, then sorts every
      // match to keep 25 (60 ms on 10,000 posts instead of 0.2 ms). The count is needed anyway and is
      // usually cached: when many rows match and the sort has an index, hide the filter's indexes so the
      // page is read in index order and the scan stops at the page's end.
      const sortKey = sort?.[0] ? sortExpression(sort[0].path, ctx) : undefined;
      if (
        dialect.name === 'sqlite' &&
        filtered &&
        limit > 0 &&
        sortKey &&
        schema.orderedExpressions.get(collection)?.has(sortKey)
      ) {
        total = await countRows();
        const rows = await counter.count(table, '', [], { transaction });
        if (total * 10 > rows) {
          const indexes = schema.indexOf.get(collection);
          const hidden: CompileContext = {
            ...context(collection),
            hideIndexes: true,
            probe: { table: table.table, indexOf: (expression) => indexes?.get(expression) },
          };
          pageSQL = ` WHERE ${compileWhere(where!, hidden)}`;
          ctx.params = hidden.params;
        }
      }
      const pageCtx: CompileContext = { ...ctx, params: ctx.params.slice() };
      const toRaw = raw && table.sql.selectRaw ? dialect.toRawDocument : undefined;
      const counted = pagination && limit > 0;
      const deep = limit > 0 && offset >= deepOffset && !forUpdate && !ctx.near;
      // A deep page may start at a row remembered from an earlier read.
      const keyset = deep && !transaction ? keysetSort(sort, ctx) : undefined;
      // PostgreSQL: the page names its snapshot, so a kept count or bookmark can be checked against it for free.
      const stamped = (counted || keyset) && !transaction && (toRaw ? table.sql.selectRawStamped : table.sql.selectStamped);
      const plainSelect = stamped || (toRaw ? table.sql.selectRaw! : table.sql.select);
      // A document sort key is selected too, to remember where the page began and ended.
      const select = keyset?.nullable
        ? `${plainSelect.slice(0, -` FROM ${table.table}`.length)}, ${keyset.keys[0]} AS ${keyAlias} FROM ${table.table}`
        : plainSelect;
      const sortSQL = compileSort(sort, pageCtx);
      let sql: string;
      if (deep) {
        // A deep page: the rows skipped are passed over by id alone, in the sort's index (without reading a
        // document where the index covers the sort: PostgreSQL's index-only scan, SQLite's covering index), and
        // only the page's own documents are read.
        const inner = `SELECT id FROM ${table.table}${pageSQL} ${sortSQL}`;
        pageCtx.params.push(limit, offset);
        const window = ` LIMIT ${ph(pageCtx.params.length - 1)} OFFSET ${ph(pageCtx.params.length)}`;
        sql = `${select} WHERE id IN (${inner}${window}) ${compileSort(sort, pageCtx)}`;
      } else {
        sql = `${select}${pageSQL} ${sortSQL}`;
        if (limit > 0) {
          pageCtx.params.push(limit, offset);
          sql += ` LIMIT ${ph(pageCtx.params.length - 1)} OFFSET ${ph(pageCtx.params.length)}`;
        }
        sql += lockClause(transaction, forUpdate);
      }
      // PostgreSQL, when no count of this query is kept yet: it runs on another pooled connection while the page
      // is read, so latency is the slower of the two rather than their sum. SQLite answers synchronously.
      // An estimate, where one is asked for, is taken after the page (it is quick; the count may not be needed).
      const estimates = estimate === true && !transaction && dialect.name === 'postgres';
      const early =
        counted && !estimates && !transaction && dialect.name === 'postgres' && !counter.isKept(table, whereSQL, whereParams)
          ? countRows()
          : undefined;
      early?.catch(() => {});
      const list = keyset && `${table.table}\u0000${pageSQL}\u0000${JSON.stringify(ctx.params)}\u0000${sortSQL}\u0000${limit}`;
      // The state a page was read in: SQLite's change token taken just before the (synchronous) statement, or the
      // snapshot PostgreSQL's statement named.
      const readPage = async (statement: string, params: unknown[]) => {
        const before = localStamp?.();
        const found = await read(transaction, statement, params, options);
        return { found, state: before ?? (found.length > 0 ? String(found[0].atrium_state) : undefined) };
      };
      let rows: SqlRow[] | undefined;
      let state: string | undefined;
      const mark = list ? bookmarks.start(list, page) : undefined;
      if (keyset && mark && (!localStamp || localStamp() === mark.stamp)) {
        const found: SqlRow[] = [];
        let same = true;
        // Each condition's rows follow the previous one's in the sort (NULLs of a document field on one side).
        for (const condition of keysetConditions(keyset, mark.values, mark.inclusive)) {
          if (found.length >= limit) break;
          const keyCtx: CompileContext = { ...ctx, params: ctx.params.slice() };
          const from = condition((value) => bind(keyCtx, value));
          const params = keyCtx.params;
          params.push(limit - found.length);
          const keysetSQL = `${select}${pageSQL ? `${pageSQL} AND ${from}` : ` WHERE ${from}`} ${sortSQL} LIMIT ${ph(params.length)}`;
          const read = await readPage(keysetSQL, params);
          found.push(...read.found);
          // Every statement must be shown to read the bookmark's state (PostgreSQL names it only in rows): one that
          // found nothing, or read another state, may have missed a row that moved, and the page is read afresh.
          if (read.state !== mark.stamp) {
            same = false;
            break;
          }
        }
        // The same state as when the bookmark was taken: no row came or went before it, so the page starts there.
        if (found.length > 0 && same) {
          rows = found;
          state = mark.stamp;
        }
      }
      if (!rows) ({ found: rows, state } = await readPage(sql, pageCtx.params));
      if (list && keyset && rows.length > 0 && state !== undefined) {
        const valuesOf = (row: SqlRow) => keyset.names.map((name) => row[name]);
        bookmarks.set(list, page, valuesOf(rows[0]), valuesOf(rows[rows.length - 1]), state);
      }
      const page_ = toRaw
        ? {
            rawDocs: rows.map((row) => toRaw(row, table.timestamps)),
            shapes: rows.map((row) => (row.shape ?? null) as string | null),
          }
        : { docs: rows.map((row) => dialect.toDocument(row, table.timestamps)) };
      if (!counted) return { ...page_, totalDocs: rows.length };
      // A short page tells the total without counting.
      if (rows.length < limit && (rows.length > 0 || offset === 0)) return { ...page_, totalDocs: offset + rows.length };
      const stamp = stamped && rows.length > 0 ? String(rows[0].atrium_state) : undefined;
      if (estimates && total === undefined) {
        const { count: totalDocs, estimated } = await counter.countOrEstimate(table, whereSQL, whereParams, { stamp, options });
        return { ...page_, totalDocs, ...(estimated ? { estimated } : {}) };
      }
      return {
        ...page_,
        totalDocs: total ?? (await (early ?? counter.count(table, whereSQL, whereParams, { transaction, stamp, options }))),
      };
    }) as DatabaseAdapter['find'],

    async findByIDs({ collection, ids, transaction, forUpdate }) {
      const table = tableOf(collection);
      const valid = ids.map((id) => normalizeID(table, id)).filter((id) => id !== undefined);
      if (valid.length === 0) return [];
      const lock = lockClause(transaction, forUpdate);
      const rows =
        valid.length === 1
          ? await read(transaction, `${table.sql.select} WHERE id = ${ph(1)}${lock}`, valid)
          : await read(transaction, `${table.sql.select} WHERE ${dialect.inList('id', ph(1))}${lock}`, [
              dialect.listParam(valid),
            ]);
      return rows.map((row) => dialect.toDocument(row, table.timestamps));
    },

    async existingIDs({ collection, ids, transaction }) {
      const table = tableOf(collection);
      const valid = ids.map((id) => normalizeID(table, id)).filter((id) => id !== undefined);
      if (valid.length === 0) return [];
      const rows = await read(transaction, `SELECT id FROM ${table.table} WHERE ${dialect.inList('id', ph(1))}`, [
        dialect.listParam(valid),
      ]);
      return rows.map((row) => row.id as DocumentID);
    },

    count: ({ collection, where, transaction }) => count(tableOf(collection), where, transaction),

    countOrEstimate({ collection, where }) {
      const table = tableOf(collection);
      if (isUnfiltered(where)) return counter.countOrEstimate(table, '', []);
      const ctx = context(collection);
      const whereSQL = ` WHERE ${compileWhere(where!, ctx)}`;
      return counter.countOrEstimate(table, whereSQL, ctx.params, { options: { oneShot: ctx.oneShot } });
    },

    async create({ collection, data, transaction, shape }) {
      const table = tableOf(collection);
      const { fields, id, createdAt, updatedAt } = splitColumns(data);
      const now = new Date().toISOString();
      const created = createdAt === undefined ? now : toISO(createdAt);
      const updated = updatedAt === undefined ? now : toISO(updatedAt);
      const json = JSON.stringify(fields);
      let newID: DocumentID | undefined = id;
      if (newID !== undefined) {
        newID = normalizeID(table, newID);
        if (newID === undefined)
          throw new ValidationError({ collection, errors: [{ path: 'id', message: 'validation:invalid' }] });
      } else if (table.idType === 'uuid') newID = randomUUID();
      const rows =
        newID === undefined
          ? await write(collection, transaction, table.sql.insert, [created, updated, json, shape ?? null])
          : await write(collection, transaction, table.sql.insertWithID, [newID, created, updated, json, shape ?? null]);
      if (id !== undefined && table.syncSequence) await write(collection, transaction, table.syncSequence, []);
      return toDocument(table, rows[0].id, json, created, updated);
    },

    async updateOne({ collection, id, data, transaction, bookkeeping, shape }) {
      const table = tableOf(collection);
      const key = normalizeID(table, id);
      if (key === undefined) return null;
      const { fields, createdAt, updatedAt } = splitColumns(data);
      const updated = updatedAt === undefined ? new Date().toISOString() : toISO(updatedAt);
      const json = JSON.stringify(fields);
      const rows =
        createdAt === undefined
          ? await write(collection, transaction, table.sql.update, [json, updated, shape ?? null, key], bookkeeping)
          : await write(
              collection,
              transaction,
              table.sql.updateCreated,
              [json, updated, toISO(createdAt), shape ?? null, key],
              bookkeeping,
            );
      if (rows.length === 0) return null;
      return toDocument(table, key, json, dialect.timestamp(rows[0].created_at), updated);
    },

    async deleteOne({ collection, id, transaction }) {
      const table = tableOf(collection);
      const key = normalizeID(table, id);
      if (key === undefined) return false;
      const rows = await write(collection, transaction, table.sql.remove, [key]);
      return rows.length > 0;
    },

    // The job table is bookkeeping of the server, not content: its writes move no change token.
    async queueJob(args) {
      const params = jobInsertParams(args, new Date().toISOString());
      const run = args.transaction
        ? sessionOf(args.transaction)
        : { query: (sql: string, params: readonly unknown[]) => driver.write(sql, params) };
      const rows = await Promise.resolve(run.query(jobs.insert, params)).catch((error) => Promise.reject(translate(error)));
      return toJob(dialect, rows[0]);
    },

    async nextJobAt({ tasks }) {
      const [row] = await read(undefined, jobs.nextRunAt, [dialect.listParam(tasks)]);
      return row?.run_at === null || row?.run_at === undefined ? null : dialect.timestamp(row.run_at);
    },

    async claimJob({ transaction, tasks, now }) {
      const [row] = await read(transaction, jobs.claim, [now.toISOString(), dialect.listParam(tasks)]);
      if (!row) return null;
      await read(transaction, jobs.savepoint, []);
      return toJob(dialect, row);
    },

    async finishJob({ transaction, id, now, error, retryAt }) {
      if (error === undefined) {
        await read(transaction, jobs.complete, [now.toISOString(), now.toISOString(), id]);
        return;
      }
      await read(transaction, jobs.rollbackToSavepoint, []);
      const retry = retryAt ? retryAt.toISOString() : null;
      await read(transaction, jobs.fail, [error, now.toISOString(), retry, dialect.param(retry === null), id]);
    },

    async findJobs({ target, task, pending, transaction }) {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (target !== undefined) conditions.push(`target = ${ph(params.push(target))}`);
      if (task !== undefined) conditions.push(`task = ${ph(params.push(task))}`);
      if (pending) conditions.push(jobs.pendingClause);
      const rows = await read(transaction, jobs.find(conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''), params);
      return rows.map((row) => toJob(dialect, row));
    },

    async cancelJob({ id, transaction }) {
      if (!Number.isSafeInteger(id)) return false;
      const run = transaction
        ? sessionOf(transaction)
        : { query: (sql: string, params: readonly unknown[]) => driver.write(sql, params) };
      const rows = await Promise.resolve(run.query(jobs.remove, [id])).catch((error) => Promise.reject(translate(error)));
      return rows.length > 0;
    },

    async findGlobal({ slug, transaction, forUpdate }) {
      const sql = `SELECT created_at, updated_at, data FROM ${globals} WHERE slug = ${ph(1)}${lockClause(transaction, forUpdate)}`;
      const rows = await read(transaction, sql, [slug]);
      if (rows.length === 0) return null;
      const [row] = rows;
      return {
        ...dialect.parseData(row.data),
        createdAt: dialect.timestamp(row.created_at),
        updatedAt: dialect.timestamp(row.updated_at),
      };
    },

    async upsertGlobal({ slug, data, transaction }) {
      const { fields, createdAt, updatedAt } = splitColumns(data);
      const now = new Date().toISOString();
      const updated = updatedAt === undefined ? now : toISO(updatedAt);
      const json = JSON.stringify(fields);
      const sql =
        `INSERT INTO ${globals} (slug, created_at, updated_at, data) VALUES (${ph(1)}, ${ph(2)}, ${ph(3)}, ${ph(4)}) ` +
        'ON CONFLICT (slug) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at RETURNING created_at';
      const rows = await write(undefined, transaction, sql, [
        slug,
        createdAt === undefined ? updated : toISO(createdAt),
        updated,
        json,
      ]);
      return spliceDocument(undefined, json, dialect.timestamp(rows[0].created_at), updated);
    },
  };
}
