import { checkMaxDepth, configError } from '../shared/configError.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import type { FieldSanitizeContext } from '../types.ts';
import type { JoinField } from './types.ts';

/** Keys a stored field has that mean nothing on a join, which stores nothing. */
const storedOnly = ['localized', 'unique', 'index', 'required', 'defaultValue'] as const;

/** A join's own config checks; with the config's context, `collection` must exist. */
export function sanitizeJoin(field: JoinField, path: string, ctx?: FieldSanitizeContext): JoinField {
  if (typeof field.collection !== 'string' || field.collection === '')
    configError(path, '`collection` must be the slug of one collection (a list of several is not supported)');
  if (typeof field.on !== 'string' || !/^\w+(\.\w+)*$/.test(field.on))
    configError(
      path,
      '`on` must name a relationship or upload field of the joined collection, e.g. "category" or "meta.category"',
    );
  if (ctx && !ctx.collectionSlugs.has(field.collection)) {
    const known = [...ctx.collectionSlugs].join(', ');
    configError(path, `collection "${field.collection}" is not a collection; the collections are ${known}`);
  }
  for (const key of storedOnly) {
    if (field[key] !== undefined && field[key] !== false)
      configError(path, `\`${key}\` is not supported on a join field: it stores nothing`);
  }
  if (field.where !== undefined && !isPlainObject(field.where)) configError(path, '`where` must be a where object');
  if (field.defaultSort !== undefined && (typeof field.defaultSort !== 'string' || field.defaultSort === ''))
    configError(path, '`defaultSort` must be a field name of the joined collection, e.g. "title" or "-createdAt"');
  const limit = field.defaultLimit;
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0))
    configError(path, '`defaultLimit` must be a whole number of 0 or more (0 lists all)');
  checkMaxDepth(field, path);
  const allowCreate = field.admin?.allowCreate;
  if (allowCreate !== undefined && typeof allowCreate !== 'boolean')
    configError(path, '`admin.allowCreate` must be true or false');
  const columns = field.admin?.defaultColumns;
  if (columns !== undefined && (!Array.isArray(columns) || columns.some((c) => typeof c !== 'string')))
    configError(path, '`admin.defaultColumns` must be a list of field names');
  return { ...field };
}
