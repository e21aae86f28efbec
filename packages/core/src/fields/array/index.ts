import { checkBounds, configError } from '../shared/configError.ts';
import { withRowIds } from '../shared/rowId.ts';
import { validateRows } from '../shared/validateRows.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { ArrayField } from './types.ts';

/** A list of rows, each an object holding the sub-fields and a stable string `id`. */
export const arrayField: FieldTypeDefinition<ArrayField> = {
  type: 'array',
  sanitize(field, path, ctx) {
    if (!Array.isArray(field.fields)) configError(path, '`fields` must be a list');
    checkBounds(field, path, 'minRows', 'maxRows', { count: true });
    return { ...field, fields: ctx ? ctx.sanitizeFields(field.fields, { inRows: true }) : [...field.fields] };
  },
  validate: (value, { field, req }) => validateRows(value, field, req.t),
  beforeWrite: withRowIds,
  storage: 'json',
  queryKind: 'json',
  ...query,
  isUniqueCapable: () => false,
};
