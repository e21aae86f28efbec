import type { TextField } from '@atrium/core/client';
import { TextCell } from '../shared/cells/index.tsx';
import { TextDiff } from '../shared/diffs/TextDiff.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';

/** What the admin shows of single-line text. */
export const textEntry: DataFieldUI<TextField> = {
  ...onDemandInput<typeof import('./index.tsx')>('text', (m) => m.TextInput),
  Cell: TextCell,
  Filter: TextFilter,
  summary: textSummary,
  Diff: TextDiff,
};
