import type { CodeField } from '@atrium/core/client';
import { TextFilter } from '../shared/filters/index.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { CodeCell } from './Cell.tsx';
import { CodeInput } from './index.tsx';

/** What the admin shows of source code. */
export const codeEntry: DataFieldUI<CodeField> = {
  Input: CodeInput,
  Cell: CodeCell,
  Filter: TextFilter,
  summary: textSummary,
};
