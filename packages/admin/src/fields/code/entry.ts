import type { CodeField } from '@atrium/core/client';
import { TextDiff } from '../shared/diffs/TextDiff.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { CodeCell } from './Cell.tsx';

/** What the admin shows of source code. */
export const codeEntry: DataFieldUI<CodeField> = {
  ...onDemandInput<typeof import('./index.tsx')>('code', (m) => m.CodeInput),
  Cell: CodeCell,
  Filter: TextFilter,
  summary: textSummary,
  Diff: TextDiff,
};
