import type { FieldBase } from '../types.ts';
import type { RichTextAdapter } from './adapter.ts';

export type RichTextField = FieldBase & {
  type: 'richText';
  /** The editor that checks, populates and reads the value's nodes (`lexicalEditor()` from `@atrium/richtext`). */
  editor?: RichTextAdapter;
  /** Population depth limit of the documents the value refers to. */
  maxDepth?: number;
};
