import type { FieldTypeDefinition } from '../types.ts';
import { checkJoin } from './checkJoin.ts';
import { query } from './query.ts';
import { readJoin } from './readJoin.ts';
import { sanitizeJoin } from './sanitizeJoin.ts';
import type { JoinField } from './types.ts';

/**
 * The documents of another collection that point at this one (their relationship `on` holds its id). Virtual:
 * nothing is stored, a write that sends the value back changes nothing, and it cannot be queried or sorted by.
 */
export const joinField: FieldTypeDefinition<JoinField> = {
  type: 'join',
  sanitize: sanitizeJoin,
  checkConfig: checkJoin,
  // The value is computed on read; whatever a form sends back is dropped before it could be stored.
  validate: () => true,
  storage: 'none',
  read: readJoin,
  queryKind: 'json',
  ...query,
  isUniqueCapable: () => false,
  reads: (field) => [field.collection],
};
