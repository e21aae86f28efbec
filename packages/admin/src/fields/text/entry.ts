import type { TextField } from '@atrium/core/client';
import { TextCell } from '../shared/cells/index.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { TextInput } from './index.tsx';

/** What the admin shows of single-line text. */
export const textEntry: DataFieldUI<TextField> = {
  Input: TextInput,
  Cell: TextCell,
  Filter: TextFilter,
  summary: textSummary,
};
