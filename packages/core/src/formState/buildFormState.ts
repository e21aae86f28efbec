import { executeAccess } from '../access/executeAccess.ts';
import { passwordErrors, passwordKeys } from '../auth/password.ts';
import type { SanitizedAuth } from '../auth/types.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import { getCollection, rootKeys, runDataHooks, sanitizeID, toLogical, writeLocale } from '../collections/operations/shared.ts';
import type { StoredDocument } from '../database/types.ts';
import { echoJSON, NotFound, QueryError, Unauthorized } from '../errors/index.ts';
import { collectFieldErrors, prepareFields, type WriteContext } from '../fields/hooks/beforeChange.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { DataField } from '../fields/types.ts';
import { checkGlobalAccess, getGlobal } from '../globals/operations/shared.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { withRollback } from '../utilities/transaction.ts';
import { dataFromFormState } from './dataFromFormState.ts';
import { checkSchemaPath, formStateOf, pickSubtree } from './formStateOf.ts';
import type { FormState } from './types.ts';

export type BuildFormStateArgs = {
  req: AtriumRequest;
  /** The collection's slug; give this or `global`. */
  collection?: unknown;
  /** The global's slug; give this or `collection`. */
  global?: unknown;
  /** The document being edited: required for `operation: 'update'` of a collection, refused otherwise. */
  id?: unknown;
  /** The form's values (the whole document as the form holds it). */
  data?: unknown;
  /** Instead of `data`: a form state sent back (`{ path: { value } }`), put together into data. */
  formState?: unknown;
  /** `'create'` or `'update'`; a global is only ever updated. */
  operation: unknown;
  /** Answer only the field or row at this path (`layout.2`) and what lies inside it. Defaults to everything. */
  schemaPath?: unknown;
  /** The content locale the data is in (localized fields). Defaults to the request's locale. */
  locale?: unknown;
};

/** What the form state needs of a collection or a global. */
type Target = {
  fields: DataField[];
  owner: { collection?: string; global?: string };
  /** `collection "posts"`, for messages. */
  label: string;
  rootKeys: Set<string>;
  original?: StoredDocument | Record<string, unknown>;
  id?: DocumentID;
  operation: 'create' | 'update';
  beforeValidate: Array<(args: any) => unknown>;
  hookArgs: Record<string, unknown>;
  /** An auth collection's options: its writes carry a password. */
  auth?: SanitizedAuth;
};

const globalRootKeys = new Set(['id', 'createdAt', 'updatedAt', 'globalType']);

/**
 * `POST /api/form-state`: what only the server can tell the admin about a form, without storing anything:
 * which fields' conditions pass and which values fail validation (custom `validate` functions included).
 * The data goes through a save's pipeline up to validation (merge over the stored document, defaults, field
 * and collection beforeValidate hooks, coercion, validators, relationship checks) in a transaction that is
 * rolled back. Needs create access (or update access to the document or global); anonymous callers get 401.
 */
export async function buildFormState(args: BuildFormStateArgs): Promise<FormState> {
  const { req } = args;
  if (!req.user) throw new Unauthorized();
  if (args.locale !== undefined) {
    if (typeof args.locale !== 'string') throw new QueryError('query:localeNotText');
    req.locale = args.locale;
  }
  const operation = args.operation;
  if (operation !== 'create' && operation !== 'update')
    throw new QueryError('query:operationInvalid', { value: echoJSON(operation) });
  const data = readData(args);
  if (args.schemaPath !== undefined && typeof args.schemaPath !== 'string') throw new QueryError('query:schemaPathNotText');
  const schemaPath = (args.schemaPath as string | undefined) || undefined;

  // --- access: create on the collection, or update on the document or global
  const target = await resolveTarget(req, args, operation, data);
  if (schemaPath) checkSchemaPath(target.fields, data, schemaPath, target.label);

  // --- the write pipeline up to validation, never stored
  const locale = writeLocale(req);
  const original = toLogical(target.fields, target.original, locale);
  const context: Record<string, unknown> = {};
  const ctx: WriteContext = {
    req,
    operation: target.operation,
    context,
    owner: target.owner,
    rootKeys: target.rootKeys,
    id: target.id,
  };
  const { fields: values, password } = takePasswordState(req, target, data);
  const state = await withRollback(req, async () => {
    let prepared = await prepareFields(target.fields, values, original, ctx);
    prepared = await runDataHooks(target.beforeValidate, 'data', prepared, {
      ...target.hookArgs,
      req,
      context,
      originalDoc: original,
    });
    const errors = await collectFieldErrors(target.fields, prepared, original, ctx, { thorough: true });
    return formStateOf(target.fields, prepared, errors, { req, id: target.id });
  });
  return pickSubtree({ ...state, ...password }, schemaPath);
}

/**
 * An auth collection's password is no field: it is checked as a save checks it (length, confirmation, required
 * on create) and answered under `password` / `confirm-password`, never with its value.
 */
function takePasswordState(req: AtriumRequest, target: Target, data: Record<string, unknown>) {
  if (!target.auth) return { fields: data, password: {} };
  const fields = { ...data };
  for (const key of passwordKeys) delete fields[key];
  const confirmation = data['confirm-password'] ?? data.confirmPassword;
  const errors = passwordErrors(req, target.auth, data.password, confirmation, target.operation === 'create');
  const password: FormState = {};
  for (const path of confirmation === undefined ? ['password'] : ['password', 'confirm-password']) {
    const error = errors.find((e) => e.path === path);
    password[path] = error
      ? { valid: false, errorMessage: error.message, passesCondition: true }
      : { valid: true, passesCondition: true };
  }
  return { fields, password };
}

function readData(args: BuildFormStateArgs): Record<string, unknown> {
  if (args.data !== undefined) {
    if (!isPlainObject(args.data)) throw new QueryError('query:dataNotObject');
    return args.data;
  }
  if (args.formState !== undefined) return dataFromFormState(args.formState);
  throw new QueryError('query:dataMissing');
}

async function resolveTarget(
  req: AtriumRequest,
  args: BuildFormStateArgs,
  operation: 'create' | 'update',
  data: Record<string, unknown>,
): Promise<Target> {
  const { collection: slug, global: globalSlug } = args;
  if ((slug === undefined) === (globalSlug === undefined)) throw new QueryError('query:collectionOrGlobal');
  if (globalSlug !== undefined) {
    if (typeof globalSlug !== 'string') throw new QueryError('query:globalNotSlug');
    if (operation !== 'update') throw new QueryError('query:globalOnlyUpdated');
    if (args.id !== undefined) throw new QueryError('query:globalHasNoID');
    const global = getGlobal(req, globalSlug);
    await checkGlobalAccess(req, global, 'update');
    const original = (await req.db.findGlobal({ slug: global.slug })) ?? undefined;
    return {
      fields: global.flattenedFields,
      owner: { global: global.slug },
      label: global.slug,
      rootKeys: globalRootKeys,
      original,
      // A global's first write creates it: validators see the same operation a save would give them.
      operation: original ? 'update' : 'create',
      beforeValidate: global.hooks.beforeValidate,
      hookArgs: { global },
    };
  }
  if (typeof slug !== 'string') throw new QueryError('query:collectionNotSlug');
  const collection = getCollection(req, slug);
  const common = {
    fields: collection.flattenedFields,
    owner: { collection: collection.slug },
    label: collection.slug,
    rootKeys,
    operation,
    beforeValidate: collection.hooks.beforeValidate,
    hookArgs: { collection, operation },
    auth: collection.auth || undefined,
  };
  if (operation === 'create') {
    if (args.id !== undefined) throw new QueryError('query:createHasNoID');
    await executeAccess({ req, collection, operation: 'create', data });
    return common;
  }
  if (args.id === undefined || args.id === null || args.id === '') throw new QueryError('query:updateNeedsID');
  const id = sanitizeID(collection, args.id);
  // Update access, matched against the document like a save would; a document outside it is as missing.
  const access = await executeAccess({ req, collection, operation: 'update', id });
  const [original] = await findRowsByID(req, collection, [id], access.where);
  if (!original) throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
  return { ...common, original, id };
}
