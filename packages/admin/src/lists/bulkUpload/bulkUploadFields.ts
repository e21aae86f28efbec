import { type DataField, flattenFields, getFieldType } from '@atrium/core/client';
import type { FieldPermissions } from '../../auth/AuthProvider.tsx';
import type { ClientCollection } from '../../config/index.ts';
import { uploadFieldNames } from '../../uploads/uploadOptions.ts';

/**
 * The fields bulk upload asks for per file: the collection's required top-level data fields that the user may
 * set on create and that have no default (a default already answers them). Hidden, read-only, virtual and the
 * file's own fields are left out: the server fills or judges those.
 */
export function bulkUploadFields(collection: ClientCollection, permissions?: FieldPermissions): DataField[] {
  return flattenFields(collection.fields).filter(
    (field) =>
      (field as { required?: boolean }).required === true &&
      (field as { defaultValue?: unknown }).defaultValue === undefined &&
      !field.hidden &&
      !field.admin?.hidden &&
      !field.admin?.readOnly &&
      !uploadFieldNames.has(field.name) &&
      getFieldType(field.type)?.storage !== 'none' &&
      permissions?.[field.name]?.create?.permission !== false,
  );
}
