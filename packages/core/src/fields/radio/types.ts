import type { FieldBase, Option } from '../types.ts';

export type RadioField = FieldBase & { type: 'radio'; options: Option[] };
