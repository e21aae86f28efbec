import type { FieldQuery, RelationshipField, UploadField } from '../types.ts';
import { relationshipOperators } from './operators.ts';

/** How a where and a list's sort may use a relationship or upload field (both store the same shapes). */
export const relationQuery: FieldQuery<RelationshipField | UploadField> = {
  operators: relationshipOperators,
  // Several references (`hasMany`), or a polymorphic `{ relationTo, value }`: there is no one value to order by.
  isSortable: (field) => field.hasMany !== true && !Array.isArray(field.relationTo),
};
