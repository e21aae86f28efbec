import type { SanitizedConfig } from './config/types.ts';
import type { DatabaseAdapter, Transaction } from './database/types.ts';
import type { Translate } from './i18n/types.ts';

/**
 * The request every operation receives, from REST or the Local API. Operations pass it down to
 * nested operations, so hooks that create documents join the same transaction.
 */
export type AtriumRequest = {
  config: SanitizedConfig;
  db: DatabaseAdapter;
  /** The signed-in user, `null` when anonymous. */
  user: (Record<string, unknown> & { id: string | number; collection?: string }) | null;
  /** The login session the request's token belongs to (so changing one's password keeps this one alive). */
  sid?: string;
  /** The content locale (`config.localization` locales), or `'all'`. */
  locale?: string;
  fallbackLocale?: string | false;
  /** Admin language of the messages returned (`en`, `de`, …). */
  language: string;
  t: Translate;
  /** Open transaction shared by the operation and any nested ones. */
  transaction?: Transaction;
  /** Free-form data that hooks of one request share. */
  context: Record<string, unknown>;
  /** HTTP details when the call came through REST. */
  headers?: Record<string, string | string[] | undefined>;
  /**
   * The query parameters as REST parsed them (checked by the server's door), for field types that read options of
   * their own from the request (a join's `joins`). Absent for Local API calls unless given.
   */
  query?: Record<string, unknown>;
  /** Request id, also written to the log with unknown errors. */
  id?: string;
  /** The client's IP when the call came through REST (behind trusted proxies, the forwarded one), for per-IP limits in hooks. */
  ip?: string;
  /**
   * The database's change token read once when the request arrived (reading it costs a query on SQLite), for
   * the caches consulted before the request writes anything: users, API keys, responses.
   */
  changeToken?: string;
};

export type DocumentID = string | number;
export type Document = Record<string, unknown> & { id: DocumentID; createdAt?: string; updatedAt?: string };
