import { executeAccess } from '../access/executeAccess.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import { getCollection, sanitizeID } from '../collections/operations/shared.ts';
import { echo, NotFound, QueryError, Unauthorized } from '../errors/index.ts';
import type { CompiledSchema } from '../fields/compileSchema.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { DataField } from '../fields/types.ts';
import { checkGlobalAccess, getGlobal } from '../globals/operations/shared.ts';
import type { AtriumRequest } from '../types.ts';

import { type SEOGenerateKind, seoGenerateKinds, seoGeneratorKeys } from './kinds.ts';

export { type SEOGenerateKind, seoGenerateKinds } from './kinds.ts';

/** A generator of an SEO group (`admin: { seo: { generateTitle } }`): answers the value from the form's data. */
export type SEOGenerator = (args: {
  /** The document as the form holds it (unsaved changes included). */
  doc: Record<string, unknown>;
  req: AtriumRequest;
  locale?: string;
  collectionSlug?: string;
  globalSlug?: string;
  id?: unknown;
}) => unknown | Promise<unknown>;

/** The options of a group marked for search appearance (`admin.seo`). */
export type SEOGroupOptions = {
  generateTitle?: SEOGenerator;
  generateDescription?: SEOGenerator;
  generateImage?: SEOGenerator;
  generateURL?: SEOGenerator;
};

export type GenerateSEOArgs = {
  req: AtriumRequest;
  kind: unknown;
  collection?: unknown;
  global?: unknown;
  /** The document being edited; none for a new one. */
  id?: unknown;
  /** The path of the SEO group (`meta`, `seo.meta`). */
  path: unknown;
  /** The form's data. */
  doc: unknown;
  locale?: unknown;
};

/**
 * Runs the generator an SEO group configures for `kind`, on the form's data, for a caller who may change the
 * document: update access to it (a document outside it is as missing), create access for a new one, update
 * access to a global. Nothing is stored. Payload's SEO plugin checks no access; Atrium does.
 */
export async function generateSEO(args: GenerateSEOArgs): Promise<{ result: unknown }> {
  const { req } = args;
  if (!req.user) throw new Unauthorized();
  if (typeof args.kind !== 'string' || !(seoGenerateKinds as readonly string[]).includes(args.kind))
    throw new NotFound('error:notFound');
  const kind = args.kind as SEOGenerateKind;
  if (typeof args.path !== 'string' || args.path === '') throw new QueryError('query:seoPathMissing');
  if (!isPlainObject(args.doc)) throw new QueryError('query:seoDocNotObject');
  if (args.locale !== undefined && typeof args.locale !== 'string') throw new QueryError('query:localeNotText');
  const locale = args.locale as string | undefined;
  if ((args.collection === undefined) === (args.global === undefined)) throw new QueryError('query:collectionOrGlobal');

  let schema: CompiledSchema;
  let owner: { collectionSlug?: string; globalSlug?: string; id?: unknown };
  if (args.global !== undefined) {
    if (typeof args.global !== 'string') throw new QueryError('query:globalNotSlug');
    const global = getGlobal(req, args.global);
    await checkGlobalAccess(req, global, 'update');
    schema = global.fieldSchema;
    owner = { globalSlug: global.slug };
  } else {
    if (typeof args.collection !== 'string') throw new QueryError('query:collectionNotSlug');
    const collection = getCollection(req, args.collection);
    if (args.id === undefined || args.id === null || args.id === '') {
      await executeAccess({ req, collection, operation: 'create', data: args.doc });
      owner = { collectionSlug: collection.slug };
    } else {
      const id = sanitizeID(collection, args.id);
      const access = await executeAccess({ req, collection, operation: 'update', id });
      const [stored] = await findRowsByID(req, collection, [id], access.where);
      if (!stored) throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
      owner = { collectionSlug: collection.slug, id };
    }
    schema = collection.fieldSchema;
  }

  const group = findGroup(schema, args.path);
  const options = group?.admin?.seo;
  const generator = isPlainObject(options) ? (options as SEOGroupOptions)[seoGeneratorKeys[kind]] : undefined;
  if (typeof generator !== 'function') throw new NotFound('error:seoNoGenerator', { kind, path: echo(args.path) });
  const result = await generator({ doc: args.doc, req, locale, ...owner });
  return { result: result ?? null };
}

/** The group at a dot path through groups (`seo.meta`). */
function findGroup(schema: CompiledSchema, path: string): (DataField & { admin?: { seo?: unknown } }) | undefined {
  const found = schema.paths.get(path);
  if (found?.field.type !== 'group' || found.parents.some((parent) => parent.field.type !== 'group')) return undefined;
  return found.field as DataField & { admin?: { seo?: unknown } };
}
