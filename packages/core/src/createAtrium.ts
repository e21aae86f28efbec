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
import { APIError, ValidationError } from './errors/index.ts';
import { buildConfig } from './features.ts';
import { buildFormState } from './formState/buildFormState.ts';
import type { FormState } from './formState/types.ts';
import { findGlobal } from './globals/operations/findGlobal.ts';
import { updateGlobal } from './globals/operations/updateGlobal.ts';
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
    const { user, sid, locale, fallbackLocale, language, headers, requestID, ...rest } = args;
    const req =
      args.req ??
      createRequest(config, { user, sid, locale, fallbackLocale, language, headers, requestID, context: args.context });
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
    findPreference: (args) => run(findPreference, args),
    updatePreference: (args) => run(updatePreference, args),
    deletePreference: (args) => run(deletePreference, args),
    findDocumentLock: (args) => run(findDocumentLock, args),
    findDocumentLocks: (args) => run(findDocumentLocks, args),
    lockDocument: (args) => run(lockDocument, args),
    releaseDocumentLock: (args) => run(releaseDocumentLock, args),
    buildFormState: (args) => run(buildFormState, args),
    createRequest: (options) => createRequest(config, options),
    destroy: () => config.db.destroy(),
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
