import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import { textOperators } from '../shared/operators.ts';
import type { EmailField, FieldTypeDefinition } from '../types.ts';
import { isEmailAddress } from './isEmailAddress.ts';

/** An email address, stored trimmed. */
export const emailField: FieldTypeDefinition<EmailField> = {
  type: 'email',
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    if (typeof value !== 'string' || !isEmailAddress(value.trim())) return req.t('validation:emailAddress');
    return true;
  },
  beforeWrite: (value) => (typeof value === 'string' ? value.trim() : value),
  queryKind: 'text',
  operators: textOperators,
};
