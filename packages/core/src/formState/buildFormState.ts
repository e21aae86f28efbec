import { executeAccess } from '../access/executeAccess.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import { collectionTarget } from '../collections/operations/collectionTarget.ts';
import { runBeforeWrite } from '../collections/operations/internalHooks.ts';
import { getCollection, sanitizeID } from '../collections/operations/shared.ts';
import type { SanitizedCollection } from '../config/types.ts';
import { echo, echoJSON, NotFound, QueryError, Unauthorized } from '../errors/index.ts';
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
  /** Payload's name for `collection`; its `schemaPath` then starts with the slug (`posts`, `posts.layout.2`). */
  collectionSlug?: unknown;
  /** Payload's name for `global`, likewise. */
  globalSlug?: unknown;
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
  /** The collection, whose internal hooks may take keys out of the data (auth: the password). */
  collection?: SanitizedCollection;
};

/**
 * `POST /api/form-state`: what only the server can tell the admin about a form, without storing anything:
 * which fields' conditions pass and which values fail validation (custom `validate` functions included).
 * The data goes through a save's pipeline up to validation (merge over the stored document, defaults, field
 * and collection beforeValidate hooks, coercion, validators, relationship checks) in a transaction that is
 * rolled back. Needs create access (or update access to the document or global); anonymous callers get 401.
 */
export async function buildFormState(incoming: BuildFormStateArgs): Promise<FormState> {
  const args = fromPayloadShape(incoming);
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
  const { data: values, state: internal } = target.collection
    ? await runBeforeWrite(req, target.collection, { operation: target.operation, data, isCheck: true })
    : { data, state: {} };
  const state = await withRollback(req, async () => {
    const checked = await checkDocument({ req, target: target.write, data: values, original: target.original, context: {} });
    return formStateOf(fields, checked.data, checked.errors, { req, id: target.id });
  });
  // What the internal hooks took out of the data (an auth collection's password) is answered beside the fields.
  const taken: FormState = {};
  for (const [path, errorMessage] of Object.entries(internal.checks ?? {}))
    taken[path] =
      errorMessage === undefined ? { valid: true, passesCondition: true } : { valid: false, errorMessage, passesCondition: true };
  return pickSubtree({ ...state, ...taken }, schemaPath);
}

/**
 * Payload's body (`collectionSlug` or `globalSlug`, a `schemaPath` that starts with that slug) as Atrium's: the
 * slug alone means the whole form, `posts.title` means `title`. Anything mixed is refused as ambiguous.
 */
function fromPayloadShape(args: BuildFormStateArgs): BuildFormStateArgs {
  const { collectionSlug, globalSlug, ...rest } = args;
  if (collectionSlug === undefined && globalSlug === undefined) return args;
  if (rest.collection !== undefined || rest.global !== undefined || (collectionSlug !== undefined && globalSlug !== undefined))
    throw new QueryError('query:collectionOrGlobal');
  const slug = collectionSlug ?? globalSlug;
  const named = collectionSlug !== undefined ? { collection: collectionSlug } : { global: globalSlug };
  if (typeof rest.schemaPath !== 'string' || rest.schemaPath === '' || typeof slug !== 'string') return { ...rest, ...named };
  const [first, ...within] = rest.schemaPath.split('.');
  if (first !== slug)
    throw new QueryError('query:schemaPathNoField', {
      schemaPath: echo(rest.schemaPath),
      entity: echo(slug),
      name: echo(first),
      at: echo(slug),
    });
  return { ...rest, ...named, schemaPath: within.join('.') || undefined };
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
    collection,
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
