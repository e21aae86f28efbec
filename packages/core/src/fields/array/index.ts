import { checkBounds, configError } from '../shared/configError.ts';
import { containerOperators } from '../shared/operators.ts';
import { withRowIds } from '../shared/rowId.ts';
import { validateRows } from '../shared/validateRows.ts';
import type { ArrayField, FieldTypeDefinition } from '../types.ts';

/** A list of rows, each an object holding the sub-fields and a stable string `id`. */
export const arrayField: FieldTypeDefinition<ArrayField> = {
  type: 'array',
  sanitize(field, path) {
    if (!Array.isArray(field.fields)) configError(path, '`fields` must be a list');
    checkBounds(field, path, 'minRows', 'maxRows', { count: true });
    return { ...field, fields: [...field.fields] };
  },
  validate: (value, { field, req }) => validateRows(value, field, req.t),
  beforeWrite: withRowIds,
  queryKind: 'json',
  operators: containerOperators,
};
