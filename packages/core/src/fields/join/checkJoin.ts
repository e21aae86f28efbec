import type { SanitizedCollection } from '../../config/types.ts';
import { configError } from '../shared/configError.ts';
import type { DataField, FieldConfigContext } from '../types.ts';
import type { JoinField } from './types.ts';

/**
 * The checks that need every collection: a join lives in a collection (a global has no documents to point
 * at), and its `on` is a relationship or upload field of the joined collection that points back at it.
 */
export function checkJoin(field: JoinField, ctx: FieldConfigContext): void {
  const { path } = ctx;
  if (!ctx.collection) configError(path, 'a join field lists documents that point at a document: it cannot be in a global');
  const joined = ctx.config.collectionsBySlug[field.collection];
  if (!joined) configError(path, `collection "${field.collection}" is not a collection`);
  const target = fieldAt(joined, field.on);
  const where = `\`on\` "${field.on}" of collection "${field.collection}"`;
  if (!target) configError(path, `${where} is not a field; name a relationship or upload field (dot path into groups)`);
  if (target.type !== 'relationship' && target.type !== 'upload')
    configError(path, `${where} is a ${target.type} field; it must be a relationship or upload field`);
  if (Array.isArray(target.relationTo))
    configError(path, `${where} points at several collections; a join needs one that points at "${ctx.collection}" alone`);
  if (target.relationTo !== ctx.collection)
    configError(path, `${where} points at "${target.relationTo}", not at this collection "${ctx.collection}"`);
  const sortBy = field.defaultSort?.replace(/^[-+]/, '');
  if (sortBy !== undefined && !builtInSorts.has(sortBy) && !fieldAt(joined, sortBy))
    configError(path, `\`defaultSort\` "${field.defaultSort}" is not a field of collection "${field.collection}"`);
}

const builtInSorts = new Set(['id', 'createdAt', 'updatedAt']);

/** The field a dot path names, through groups (named tabs are groups once flattened); not into rows. */
function fieldAt(collection: SanitizedCollection, path: string): DataField | undefined {
  let fields: DataField[] = collection.flattenedFields;
  let found: DataField | undefined;
  for (const name of path.split('.')) {
    found = fields.find((f) => f.name === name);
    if (!found) return undefined;
    fields = found.type === 'group' ? (found.fields as DataField[]) : [];
  }
  return found;
}
