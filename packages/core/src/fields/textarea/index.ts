import { checkLength } from '../shared/checkLength.ts';
import { checkBounds } from '../shared/configError.ts';
import { copyText } from '../shared/copyText.ts';
import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import type { TextareaField } from './types.ts';

/** Multi-line text. */
export const textareaField: FieldTypeDefinition<TextareaField> = {
  type: 'textarea',
  sanitize(field, path) {
    checkBounds(field, path, 'minLength', 'maxLength', { count: true });
    return { ...field };
  },
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    if (typeof value !== 'string') return req.t('validation:notValidText');
    return checkLength(value, field, req.t);
  },
  storage: 'scalar',
  queryKind: 'text',
  ...query,
  isUniqueCapable: () => true,
  copyUnique: copyText,
};
