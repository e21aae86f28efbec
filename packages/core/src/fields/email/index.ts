import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { isEmailAddress } from './isEmailAddress.ts';
import { query } from './query.ts';
import type { EmailField } from './types.ts';

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An email address, stored trimmed. */
export const emailField: FieldTypeDefinition<EmailField> = {
  type: 'email',
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    if (typeof value !== 'string' || !isEmailAddress(value.trim())) return req.t('validation:emailAddress');
    return true;
  },
  beforeWrite: (value) => (typeof value === 'string' ? value.trim() : value),
  storage: 'scalar',
  queryKind: 'text',
  ...query,
  isUniqueCapable: () => true,
  // A plus-address of the same mailbox, with random letters so copies of copies differ too.
  copyUnique: (value) => (typeof value === 'string' ? value.replace('@', `+copy${randomHex(3)}@`) : value),
};
