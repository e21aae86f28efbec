import type { StoredDocument } from '../database/types.ts';
import type { FieldError } from '../errors/index.ts';
import {
  collectFieldErrors,
  prepareFields,
  runAfterChangeHooks,
  runBeforeChangeHooks,
  validateFields,
  type WriteContext,
} from '../fields/hooks/beforeChange.ts';
import type { AtriumRequest, Document } from '../types.ts';
import { saveVersion } from '../versions/versionRows.ts';
import type { WriteState, WriteTarget } from './types.ts';
import { nextUpdatedAt } from './updatedAt.ts';
import { toLogical, toStored, writeLocale } from './writeLocale.ts';

type Data = Record<string, unknown>;

export type WriteArgs = {
  req: AtriumRequest;
  /** The collection or global written, and how it is stored and read back. */
  target: WriteTarget;
  /** The incoming data, merged over `original`. */
  data: unknown;
  /** The stored document being changed; absent when the write creates it. */
  original?: Data;
  /** Shared by the hooks of this write. */
  context: Record<string, unknown>;
  /** Skip field-level access. Defaults to `false`. */
  overrideAccess?: boolean;
  /** What internal hooks (auth) kept for the storage step before the transaction opened. Defaults to `{}`. */
  state?: WriteState;
  /** With drafts: save a draft (`_status: 'draft'`; nothing required unless `drafts.validate`), leaving a published row alone. */
  draft?: boolean;
  /** With `draft`: an autosave, which replaces the latest version in place when that one is an autosave too. */
  autosave?: boolean;
  /** Localized drafts: publish this locale's values only; the stored row keeps the other locales as published. */
  publishSpecificLocale?: string;
  /** With drafts: the stored (public) row, when `original` is the latest draft (what the edit continues from). Defaults to `original`. */
  published?: Data;
  /** The latest version row, when the caller looked it up; `null`: there is none. */
  latestVersion?: StoredDocument | null;
};

/** One write as the steps see it: the arguments, then what each step made of them. */
type Write = WriteArgs & {
  ctx: WriteContext;
  locale: string | undefined;
  /** `original` in the single-locale form the hooks see. */
  originalDoc: Data | undefined;
  prepared: Data;
  /** `validate` in check mode (form state) keeps the errors here instead of throwing them. */
  isCheck: boolean;
  errors: FieldError[];
  /** The document in its stored form (every locale), as the save leaves it: its version's snapshot. */
  stored?: Data;
  /** The row as stored. */
  row?: Data;
  doc?: Document;
};

type WriteStep = (write: Write) => Promise<void>;

/** Runs hooks that may return a replacement object. */
async function runDataHooks<D>(
  hooks: Array<(a: any) => unknown>,
  key: 'data' | 'doc',
  value: D,
  extra: Record<string, unknown>,
): Promise<D> {
  let current = value;
  for (const hook of hooks) {
    const next = await hook({ ...extra, [key]: current });
    if (next && typeof next === 'object') current = next as D;
  }
  return current;
}

/** The target's own hooks get these besides their data or doc. */
function hookArgs(write: Write, originalKey: 'originalDoc' | 'previousDoc'): Data {
  return { req: write.req, context: write.context, ...write.target.hookArgs, [originalKey]: write.originalDoc };
}

// --- the steps

/** Merge over the stored document (one locale), defaults, field beforeValidate hooks, coercion. */
const merge: WriteStep = async (write) => {
  write.prepared = await prepareFields(write.target.fields, write.data, write.originalDoc, write.ctx);
};

const beforeValidate: WriteStep = async (write) => {
  write.prepared = await runDataHooks(write.target.hooks.beforeValidate, 'data', write.prepared, hookArgs(write, 'originalDoc'));
};

/**
 * Field validators, then relationship ids and existence: every failing path in one 400 (a save) or answered (a
 * check). A draft may be incomplete unless its collection asks otherwise (`drafts.validate`): required fields and
 * minimum rows wait for publishing (Payload skips a draft's validation altogether), but what it holds is checked
 * like any value, so nothing malformed is stored, indexed or populated.
 */
const validate: WriteStep = async (write) => {
  const { fields, versions } = write.target;
  const draft = Boolean(write.draft && versions?.drafts && !versions.drafts.validate);
  if (write.isCheck)
    write.errors = await collectFieldErrors(fields, write.prepared, write.originalDoc, write.ctx, { thorough: true, draft });
  else await validateFields(fields, write.prepared, write.originalDoc, write.ctx, { draft });
};

const beforeChange: WriteStep = async (write) => {
  write.prepared = await runDataHooks(write.target.hooks.beforeChange, 'data', write.prepared, hookArgs(write, 'originalDoc'));
  await runBeforeChangeHooks(write.target.fields, write.prepared, write.originalDoc, write.ctx);
};

/**
 * The stored form (other locales kept), `updatedAt`, what internal hooks add, then the target's storage call. With
 * drafts, a draft leaves a published row alone (the draft lives in its version), and publishing one locale
 * changes only that locale of the row.
 */
const store: WriteStep = async (write) => {
  const { target, original } = write;
  const stored = toStored(target.fields, write.prepared, original, write.locale);
  if (target.timestamps) stored.updatedAt = nextUpdatedAt(original?.updatedAt);
  target.beforeStore?.(stored, original, write.state ?? {});
  write.stored = stored;
  const published = write.published ?? original;
  const row = publicRow(write, stored, published);
  if (!row) {
    write.row = { id: published?.id, ...stored, createdAt: published?.createdAt };
    return;
  }
  try {
    write.row = await target.store(row, published);
  } catch (error) {
    throw target.storeError ? target.storeError(error) : error;
  }
};

/** What the save writes to the stored row; `undefined` leaves it as it is. */
function publicRow(write: Write, stored: Data, published: Data | undefined): Data | undefined {
  if (!write.target.versions?.drafts || !published) return stored;
  // A row that was never published (or was unpublished) is its own draft; a published one stays as it is.
  if (write.draft) return published._status === 'draft' ? stored : undefined;
  const locale = write.publishSpecificLocale;
  if (!locale) return stored;
  const fields = write.target.fields;
  const onlyLocale = toStored(fields, toLogical(fields, stored, locale) ?? {}, published, locale);
  return { ...onlyLocale, _status: 'published', ...(stored.updatedAt ? { updatedAt: stored.updatedAt } : {}) };
}

/** The save's version, in the same transaction: the document as stored, its draft if the row was left alone. */
const version: WriteStep = async (write) => {
  const versions = write.target.versions;
  if (!versions) return;
  const row = write.row as Data;
  const stored = write.stored as Data;
  const { id: _id, ...fields } = stored;
  const updatedAt = (stored.updatedAt as string | undefined) ?? new Date().toISOString();
  const createdAt = (write.published ?? write.original)?.createdAt ?? row.createdAt ?? updatedAt;
  await saveVersion(write.req, versions, {
    parent: write.target.hasID ? (row.id as StoredDocument['id']) : undefined,
    snapshot: { ...fields, createdAt, updatedAt },
    autosave: Boolean(write.draft && write.autosave),
    latest: write.original ? write.latestVersion : null,
    publishedLocale: write.draft ? undefined : write.publishSpecificLocale,
  });
};

/** Population, read hooks and `select`, as the caller receives the document. */
const readBack: WriteStep = async (write) => {
  write.doc = await write.target.readBack(write.row as Data);
};

const afterChange: WriteStep = async (write) => {
  const doc = write.doc as Document;
  await runAfterChangeHooks(write.target.fields, doc, write.originalDoc, write.ctx);
  write.doc = await runDataHooks(write.target.hooks.afterChange, 'doc', doc, hookArgs(write, 'previousDoc'));
};

/**
 * The steps of every write, in order: collections, globals and form state (which stops after `validate`) all run
 * this one list.
 */
const writeSteps = [merge, beforeValidate, validate, beforeChange, store, version, readBack, afterChange] as const;

function startWrite(args: WriteArgs, isCheck: boolean): Write {
  const { req, target, original } = args;
  const locale = writeLocale(req);
  const drafts = target.versions?.drafts;
  // A draft is always saved as one (Payload): `_status` follows `draft`, whatever the data says.
  if (args.draft && drafts && args.data && typeof args.data === 'object' && !Array.isArray(args.data))
    args = { ...args, data: { ...(args.data as Data), _status: 'draft' } };
  if (!drafts) args = { ...args, draft: false, autosave: false, publishSpecificLocale: undefined };
  const originalDoc = toLogical(target.fields, original, locale);
  const ctx: WriteContext = {
    req,
    operation: original ? 'update' : 'create',
    context: args.context,
    owner: target.owner,
    rootKeys: target.rootKeys,
    overrideAccess: args.overrideAccess,
    ...(target.hasID ? { id: original?.id as WriteContext['id'] } : {}),
  };
  return { ...args, ctx, locale, originalDoc, prepared: {}, isCheck, errors: [] };
}

/**
 * Writes one document of a collection or a global inside the operation's transaction: merge, defaults and field
 * beforeValidate → beforeValidate → validation and relationship checks → beforeChange → storage → its version →
 * read back → afterChange. Answers the document as the caller receives it.
 */
export async function writeDocument(args: WriteArgs): Promise<Document> {
  const write = startWrite(args, false);
  for (const step of writeSteps) await step(write);
  return write.doc as Document;
}

/**
 * The same pipeline up to validation, storing nothing (form state): the data as a save would have validated it,
 * and every error, rows inside a failing list included. Run it in a transaction that is rolled back.
 */
export async function checkDocument(args: WriteArgs): Promise<{ data: Data; errors: FieldError[] }> {
  const write = startWrite(args, true);
  for (const step of writeSteps) {
    await step(write);
    if (step === validate) break;
  }
  return { data: write.prepared, errors: write.errors };
}
