import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { CheckboxField } from './types.ts';

const truthy = new Set(['true', '1']);
const falsy = new Set(['false', '0']);

/** Form and query-string style input (`'true'`, `'0'`, `1`) as a boolean, blank as null; anything else unchanged. */
function toBoolean(value: unknown): unknown {
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return value;
  // An unticked box posted from a form arrives blank.
  if (value.trim() === '') return null;
  const word = value.trim().toLowerCase();
  if (truthy.has(word)) return true;
  if (falsy.has(word)) return false;
  return value;
}

/** A boolean. `false` is a value, so a required checkbox may be unchecked. */
export const checkboxField: FieldTypeDefinition<CheckboxField> = {
  type: 'checkbox',
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    return typeof value === 'boolean' ? true : req.t('validation:notValidBoolean');
  },
  beforeWrite: toBoolean,
  storage: 'scalar',
  queryKind: 'boolean',
  ...query,
  isUniqueCapable: () => false,
};
