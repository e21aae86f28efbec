import type { Transaction } from '../database/types.ts';
import type { AtriumRequest } from '../types.ts';

/**
 * Runs `fn` inside the request's transaction, opening one when none is open. A nested operation given the
 * same `req` (a hook that creates a document) joins the outer transaction instead of opening its own, so the
 * whole operation commits or rolls back as one.
 */
export async function withTransaction<T>(req: AtriumRequest, fn: () => Promise<T>): Promise<T> {
  if (req.transaction) return fn();
  const transaction = await req.db.beginTransaction();
  req.transaction = transaction;
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    req.transaction = undefined;
    await rollbackAfter(req, transaction, error);
    await runEnded(transaction, 'rollback');
    throw error;
  }
  req.transaction = undefined;
  // Outside the try: a commit that fails has ended the transaction already, and its error is the one to report
  // (a rollback after it would only fail again, saying the transaction is not open).
  try {
    await req.db.commitTransaction(transaction);
  } catch (error) {
    await runEnded(transaction, 'rollback');
    throw error;
  }
  await runEnded(transaction, 'commit');
  return result;
}

type Ended = { commit: Array<() => Promise<void>>; rollback: Array<() => Promise<void>> };
const whenEnded = new WeakMap<Transaction, Ended>();

/**
 * Runs `fn` once the request's transaction has committed (at once when none is open): work outside the database
 * that must not happen for a write that is undone (uploads: removing a replaced document's files). A failure of
 * `fn` is logged, never thrown: the write it follows has happened.
 */
export async function onCommit(req: AtriumRequest, fn: () => Promise<void>): Promise<void> {
  if (!req.transaction) return runQuietly(fn);
  ended(req.transaction).commit.push(fn);
}

/** Runs `fn` if the request's open transaction is rolled back (uploads: removing the files a failed save stored). */
export function onRollback(req: AtriumRequest, fn: () => Promise<void>): void {
  if (req.transaction) ended(req.transaction).rollback.push(fn);
}

function ended(transaction: Transaction): Ended {
  let callbacks = whenEnded.get(transaction);
  if (!callbacks) {
    callbacks = { commit: [], rollback: [] };
    whenEnded.set(transaction, callbacks);
  }
  return callbacks;
}

async function runEnded(transaction: Transaction, outcome: keyof Ended): Promise<void> {
  const callbacks = whenEnded.get(transaction);
  if (!callbacks) return;
  whenEnded.delete(transaction);
  for (const fn of callbacks[outcome]) await runQuietly(fn);
}

async function runQuietly(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    console.error('[atrium] a task run after a transaction ended failed:', error);
  }
}

/**
 * Rolls back after `fn` failed. Should the rollback fail too (the connection is gone), the transaction is
 * gone with it and `fn`'s error remains the one the caller sees; the rollback's is kept as its cause.
 */
async function rollbackAfter(req: AtriumRequest, transaction: Transaction, error: unknown): Promise<void> {
  try {
    await req.db.rollbackTransaction(transaction);
  } catch (rollbackError) {
    if (error instanceof Error && error.cause === undefined) error.cause = rollbackError;
  }
}

/**
 * Runs `fn` in a transaction that is always rolled back, so nothing it or a hook it runs writes through `req`
 * is kept (the form state runs the write pipeline up to validation). Inside an open transaction it joins that
 * one instead, whose outcome then decides.
 */
export async function withRollback<T>(req: AtriumRequest, fn: () => Promise<T>): Promise<T> {
  if (req.transaction) return fn();
  const transaction = await req.db.beginTransaction();
  req.transaction = transaction;
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    req.transaction = undefined;
    await rollbackAfter(req, transaction, error);
    await runEnded(transaction, 'rollback');
    throw error;
  }
  req.transaction = undefined;
  await req.db.rollbackTransaction(transaction);
  await runEnded(transaction, 'rollback');
  return result;
}
