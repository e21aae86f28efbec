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
  try {
    const result = await fn();
    await req.db.commitTransaction(transaction);
    return result;
  } catch (error) {
    await req.db.rollbackTransaction(transaction);
    throw error;
  } finally {
    req.transaction = undefined;
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
  try {
    return await fn();
  } finally {
    req.transaction = undefined;
    await req.db.rollbackTransaction(transaction);
  }
}
