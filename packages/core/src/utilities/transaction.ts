import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseAdapter, Transaction } from '../database/types.ts';
import type { AtriumRequest } from '../types.ts';

type OpenTransaction = { db: DatabaseAdapter; transaction: Transaction; open: boolean };

/** The transaction the current async call chain is running in, so hooks that forget `req` still join it. */
const running = new AsyncLocalStorage<OpenTransaction>();

/** The open transaction of `db` this call chain runs inside, if any. */
export function currentTransaction(db: DatabaseAdapter): Transaction | undefined {
  const store = running.getStore();
  return store?.open && store.db === db ? store.transaction : undefined;
}

/**
 * Runs `fn` inside the request's transaction, opening one when none is open. A nested operation joins the
 * outer transaction instead of opening its own, so the whole operation commits or rolls back as one: with the
 * same `req`, or, for a hook that calls the Local API without passing `req`, through the async context (on
 * SQLite a second transaction would otherwise wait for the first forever).
 */
export async function withTransaction<T>(req: AtriumRequest, fn: () => Promise<T>): Promise<T> {
  if (req.transaction) return fn();
  const outer = currentTransaction(req.db);
  if (outer) {
    req.transaction = outer;
    try {
      return await fn();
    } finally {
      req.transaction = undefined;
    }
  }
  const transaction = await req.db.beginTransaction();
  const state: OpenTransaction = { db: req.db, transaction, open: true };
  req.transaction = transaction;
  try {
    const result = await running.run(state, fn);
    state.open = false;
    await req.db.commitTransaction(transaction);
    return result;
  } catch (error) {
    state.open = false;
    await req.db.rollbackTransaction(transaction);
    throw error;
  } finally {
    req.transaction = undefined;
  }
}
