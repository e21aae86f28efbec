import { executeAccess } from '../access/executeAccess.ts';
import { passwordErrors, passwordKeys } from '../auth/password.ts';
import type { SanitizedAuth } from '../auth/types.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import { collectionTarget } from '../collections/operations/collectionTarget.ts';
import { getCollection, sanitizeID } from '../collections/operations/shared.ts';
import { echoJSON, NotFound, QueryError, Unauthorized } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import { globalTarget } from '../globals/operations/globalTarget.ts';
import { checkGlobalAccess, getGlobal } from '../globals/operations/shared.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { withRollback } from '../utilities/transaction.ts';
import type { WriteTarget } from '../write/types.ts';
import { checkDocument } from '../write/writeDocument.ts';
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
  /** The collection or global as the write pipeline writes it. */
  write: WriteTarget;
  /** `collection "posts"`, for messages. */
  label: string;
  original?: Record<string, unknown>;
  id?: DocumentID;
  operation: 'create' | 'update';
  /** An auth collection's options: its writes carry a password. */
  auth?: SanitizedAuth;
};

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
  const { fields } = target.write;
  if (schemaPath) checkSchemaPath(fields, data, schemaPath, target.label);

  // --- the write pipeline up to validation, never stored
  const { fields: values, password } = takePasswordState(req, target, data);
  const state = await withRollback(req, async () => {
    const checked = await checkDocument({ req, target: target.write, data: values, original: target.original, context: {} });
    return formStateOf(fields, checked.data, checked.errors, { req, id: target.id });
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
      write: globalTarget(global, { req, depth: 0, context: {} }),
      label: global.slug,
      original,
      // A global's first write creates it: validators see the same operation a save would give them.
      operation: original ? 'update' : 'create',
    };
  }
  if (typeof slug !== 'string') throw new QueryError('query:collectionNotSlug');
  const collection = getCollection(req, slug);
  const common = {
    write: collectionTarget(collection, { req, operation, depth: 0, context: {} }),
    label: collection.slug,
    operation,
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
