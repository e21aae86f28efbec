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
    throw error;
  }
  req.transaction = undefined;
  // Outside the try: a commit that fails has ended the transaction already, and its error is the one to report
  // (a rollback after it would only fail again, saying the transaction is not open).
  await req.db.commitTransaction(transaction);
  return result;
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
    throw error;
  }
  req.transaction = undefined;
  await req.db.rollbackTransaction(transaction);
  return result;
}
