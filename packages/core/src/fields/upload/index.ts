import { relationshipOperators } from '../shared/operators.ts';
import { relationBeforeWrite, sanitizeRelation, validateRelation } from '../shared/relationValue.ts';
import type { FieldTypeDefinition, UploadField } from '../types.ts';

/** A reference to upload documents; the same shapes as a relationship. Whether targets are upload collections is a config-level check. */
export const uploadField: FieldTypeDefinition<UploadField> = {
  type: 'upload',
  sanitize: sanitizeRelation,
  validate: validateRelation,
  beforeWrite: relationBeforeWrite,
  queryKind: 'relationship',
  operators: relationshipOperators,
  isMany: (field) => field.hasMany === true,
};
