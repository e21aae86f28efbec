import type { Translate } from '../../i18n/types.ts';
import type { FieldSanitizeContext, RelationshipField, UploadField, ValidateArgs, ValidationResult } from '../types.ts';
import { checkBounds, checkMaxDepth, configError } from './configError.ts';
import { describeValue } from './describeValue.ts';
import { isEmptyValue } from './isEmptyValue.ts';
import { isPlainObject } from './isPlainObject.ts';
import { missingValue } from './missingValue.ts';
import { relationQuery } from './relationQuery.ts';
import { toMany, validateMany } from './validateMany.ts';

type RelationField = RelationshipField | UploadField;

/** Whether a value can be a document id: a non-blank string or a whole number. */
export function isRelationID(value: unknown): value is string | number {
  return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isInteger(value));
}

/** Strings are quoted so an empty or blank id is still visible in the message. */
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : describeValue(value));

function invalid(t: Translate, reasonKey: string, vars: Record<string, unknown>): string {
  return t('validation:notValidRelationship', { reason: t(reasonKey, vars) });
}

/** Checks the shape of one reference; whether the document exists is checked by the operation. */
function checkReference(item: unknown, field: RelationField, t: Translate): ValidationResult {
  if (!Array.isArray(field.relationTo)) {
    return isRelationID(item) ? true : invalid(t, 'validation:relationshipBadID', { value: show(item) });
  }
  if (!isPlainObject(item) || !('relationTo' in item) || !('value' in item)) {
    return invalid(t, 'validation:relationshipBadShape', { value: show(item) });
  }
  if (typeof item.relationTo !== 'string' || !field.relationTo.includes(item.relationTo)) {
    return invalid(t, 'validation:relationshipBadCollection', {
      relationTo: show(item.relationTo),
      allowed: field.relationTo.join(', '),
    });
  }
  return isRelationID(item.value) ? true : invalid(t, 'validation:relationshipBadID', { value: show(item.value) });
}

/** Built-in validator shared by relationship and upload fields. */
export function validateRelation(value: unknown, { field, req }: ValidateArgs<unknown, RelationField>): ValidationResult {
  if (field.hasMany) return validateMany(value, field, req.t, (item) => checkReference(item, field, req.t));
  if (isEmptyValue(value)) return missingValue(field, req.t);
  return checkReference(value, field, req.t);
}

/** A populated document (`{ id, … }`) posted back is reduced to its id, so read-then-write round trips work. */
function unwrapReference(item: unknown, field: RelationField): unknown {
  if (!Array.isArray(field.relationTo)) return isPlainObject(item) && isRelationID(item.id) ? item.id : item;
  if (isPlainObject(item) && isPlainObject(item.value) && isRelationID(item.value.id)) return { ...item, value: item.value.id };
  return item;
}

/**
 * Normalizes references: populated documents become ids, a single reference posted to a hasMany field
 * becomes a list, and a blank single value (or polymorphic value) becomes null. Numeric-string ids stay strings; the operation
 * converts them once it knows the target collection's id type.
 */
export function relationBeforeWrite(value: unknown, field: RelationField): unknown {
  if (typeof value === 'string' && value.trim() === '') return null;
  // The admin clears a polymorphic picker to `{ relationTo, value: null }`: that is no reference at all.
  if (!field.hasMany)
    return isPlainObject(value) && 'relationTo' in value && isEmptyValue(value.value) ? null : unwrapReference(value, field);
  const many = toMany(value);
  return Array.isArray(many) ? many.map((item) => unwrapReference(item, field)) : many;
}

/** The collections a reference may point to. */
export const relationTargets = (field: RelationField): string[] =>
  Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo];

/** Config checks shared by relationship and upload fields; with the config's context, the targets must exist. */
export function sanitizeRelation<F extends RelationField>(field: F, path: string, ctx?: FieldSanitizeContext): F {
  const { relationTo } = field;
  const slugs: unknown[] = Array.isArray(relationTo) ? relationTo : [relationTo];
  if (Array.isArray(relationTo) && relationTo.length === 0) configError(path, '`relationTo` must name at least one collection');
  const seen = new Set<unknown>();
  for (const slug of slugs) {
    if (typeof slug !== 'string' || slug === '') configError(path, '`relationTo` must be a collection slug or a list of them');
    if (seen.has(slug)) configError(path, `\`relationTo\` names "${slug}" twice`);
    seen.add(slug);
  }
  checkBounds(field, path, 'minRows', 'maxRows', { count: true });
  checkMaxDepth(field, path);
  for (const target of ctx ? (slugs as string[]) : []) {
    if (ctx?.collectionSlugs.has(target)) continue;
    const known = [...(ctx?.collectionSlugs ?? [])].join(', ');
    configError(path, `relationTo "${target}" is not a collection; the collections are ${known}`);
  }
  return { ...field, relationTo: Array.isArray(relationTo) ? [...relationTo] : relationTo };
}

/** What relationship and upload fields share beyond config checks: the stored shape, queries, sorting and indexes. */
export const relationBehaviour = {
  validate: validateRelation,
  beforeWrite: relationBeforeWrite,
  storage: 'scalar',
  queryKind: 'relationship',
  ...relationQuery,
  isMany: (field: RelationField) => field.hasMany === true,
  isUniqueCapable: () => true,
  reads: relationTargets,
  scalarKey: (field: RelationField) => (Array.isArray(field.relationTo) ? ['value'] : []),
} as const;
