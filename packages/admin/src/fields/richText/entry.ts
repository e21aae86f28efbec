import type { RichTextField } from '@atrium/core/client';
import { TextFilter } from '../shared/filters/index.tsx';
import { noSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { RichTextCell } from './Cell.tsx';
import { RichTextDiff } from './Diff.tsx';
import { RichTextInput, richTextEditor } from './index.tsx';

/** What the admin shows of rich text (the editor loads on demand). */
export const richTextEntry: DataFieldUI<RichTextField> = {
  Input: RichTextInput,
  Cell: RichTextCell,
  Filter: TextFilter,
  summary: noSummary,
  Diff: RichTextDiff,
  onDemand: richTextEditor,
  // Rich text is matched on its words; comparing a whole editor state is not something one types in.
  hiddenOperators: ['equals', 'not_equals'],
};
