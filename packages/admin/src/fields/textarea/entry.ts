import type { TextareaField } from '@atrium/core/client';
import { TextCell } from '../shared/cells/index.tsx';
import { TextDiff } from '../shared/diffs/TextDiff.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';

/** What the admin shows of multi-line text. */
export const textareaEntry: DataFieldUI<TextareaField> = {
  ...onDemandInput<typeof import('./index.tsx')>('textarea', (m) => m.TextareaInput),
  Cell: TextCell,
  Filter: TextFilter,
  summary: textSummary,
  Diff: TextDiff,
};
