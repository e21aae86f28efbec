import {
  type AtriumRequest,
  checkChangeAccess,
  type EndpointRequest,
  echo,
  type Field,
  NotFound,
  QueryError,
  type SanitizedCollection,
  type SanitizedGlobal,
  Unauthorized,
} from '@atrium/core';
import { type SEOGenerateKind, type SEOGenerateResponse, seoGenerateKinds, seoGeneratorKeys, seoMarker } from './kinds.ts';

/** What a generator gets: the form's data (unsaved changes included) and where it comes from. */
export type SEOGenerateArgs = {
  doc: Record<string, unknown>;
  req: AtriumRequest;
  locale?: string;
  collectionSlug?: string;
  globalSlug?: string;
  collectionConfig?: SanitizedCollection;
  globalConfig?: SanitizedGlobal;
  /** The document's id; none for a new one. */
  id?: unknown;
};

/** A generator (`generateTitle`, …): answers the value, or nothing. `generateImage` may answer the upload or its id. */
export type SEOGenerator = (args: SEOGenerateArgs) => unknown | Promise<unknown>;

export type SEOGenerators = Partial<Record<(typeof seoGeneratorKeys)[SEOGenerateKind], SEOGenerator>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The endpoint's handler: runs the plugin's generator for `kind` on the form's data, for a caller who may change
 * the document (update access to it, create access for a new one, update access to a global: which Payload does
 * not check). Body: `{ collection | global, id?, path, doc, locale? }`, `path` naming the plugin's group. Nothing is
 * stored.
 */
export async function generate(req: EndpointRequest, generators: SEOGenerators): Promise<Response> {
  const body = req.data;
  if (!isPlainObject(body)) throw new QueryError('query:seoBody');
  const { collection, global, id, path, doc, locale } = body;
  const kind = req.routeParams.kind;
  if (!req.user) throw new Unauthorized();
  if (typeof kind !== 'string' || !(seoGenerateKinds as readonly string[]).includes(kind)) throw new NotFound('error:notFound');
  if (typeof path !== 'string' || path === '') throw new QueryError('query:seoPathMissing');
  if (!isPlainObject(doc)) throw new QueryError('query:seoDocNotObject');
  if (locale !== undefined && typeof locale !== 'string') throw new QueryError('query:localeNotText');
  const target = await checkChangeAccess({ req, collection, global, id, data: doc });
  const fields = target.collection ? target.collection.fields : target.global.fields;
  const generator = generators[seoGeneratorKeys[kind as SEOGenerateKind]];
  if (!isPluginGroup(fields, path) || typeof generator !== 'function')
    throw new NotFound('error:seoNoGenerator', { kind, path: echo(path) });
  const result = await generator({
    doc,
    req,
    locale,
    ...(target.collection
      ? { collectionSlug: target.collection.slug, collectionConfig: target.collection, id: target.id }
      : { globalSlug: target.global.slug, globalConfig: target.global }),
  });
  return Response.json({ result: result ?? null } satisfies SEOGenerateResponse, { headers: { 'cache-control': 'no-store' } });
}

/** Whether `path` (`meta`, or through named groups and tabs) names a group this plugin added. */
function isPluginGroup(fields: Field[], path: string): boolean {
  const [head, ...rest] = path.split('.');
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      if (isPluginGroup(field.fields, path)) return true;
      continue;
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (
          tab.name === undefined
            ? isPluginGroup(tab.fields, path)
            : tab.name === head && isPluginGroup(tab.fields, rest.join('.'))
        )
          return true;
      }
      continue;
    }
    if (field.type !== 'group' || field.name !== head) continue;
    if (rest.length > 0) return isPluginGroup(field.fields, rest.join('.'));
    return isPlainObject(field.admin?.custom?.[seoMarker]);
  }
  return false;
}
