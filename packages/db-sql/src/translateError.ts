import { APIError, ServiceUnavailable, ValidationError } from '@atrium/core';
import type { Schema } from './createSchema.ts';
import type { SqlDriver } from './types.ts';

/**
 * Driver errors become Atrium errors at the adapter boundary: a unique violation names the field it guards
 * (`validation:unique` on its path); a lost or stalled database is a 503 the client may retry; anything else is
 * a plain Error, answered as a generic 500.
 */
export function translateError(driver: SqlDriver, schema: Schema, error: unknown, collection?: string): Error {
  if (error instanceof APIError) return error;
  if (driver.unavailable?.(error)) return new ServiceUnavailable({ cause: error });
  const constraint = driver.uniqueViolation(error);
  const target = constraint === undefined ? undefined : schema.uniqueIndexes.get(constraint);
  if (target) {
    return new ValidationError({ collection: target.collection, errors: [{ path: target.path, message: 'validation:unique' }] });
  }
  if (constraint !== undefined && collection) {
    return new ValidationError({ collection, errors: [{ path: 'id', message: 'validation:unique' }] });
  }
  return error instanceof Error ? new Error(error.message, { cause: error }) : new Error(String(error));
}
