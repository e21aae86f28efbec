import { relationshipOperators } from '../shared/operators.ts';
import { relationBeforeWrite, sanitizeRelation, validateRelation } from '../shared/relationValue.ts';
import type { FieldTypeDefinition, RelationshipField } from '../types.ts';

/**
 * A reference to documents of other collections: an id, a list of ids (`hasMany`), or `{ relationTo, value }`
 * when `relationTo` names several collections.
 */
export const relationshipField: FieldTypeDefinition<RelationshipField> = {
  type: 'relationship',
  sanitize: sanitizeRelation,
  validate: validateRelation,
  beforeWrite: relationBeforeWrite,
  queryKind: 'relationship',
  operators: relationshipOperators,
  isMany: (field) => field.hasMany === true,
};
