import { textareaField } from '../textarea/index.ts';
import type { FieldTypeDefinition } from '../types.ts';
import type { CodeField } from './types.ts';

/** Source code edited with a code editor in the admin; on the server it is plain text, exactly like a textarea. */
export const codeField: FieldTypeDefinition<CodeField> = {
  ...(textareaField as unknown as FieldTypeDefinition<CodeField>),
  type: 'code',
  // Source code is not a name: a duplicate keeps it as it is.
  copyUnique: undefined,
};
