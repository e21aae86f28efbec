import type { FieldBase } from '../types.ts';

export type JSONField = FieldBase & { type: 'json' };
