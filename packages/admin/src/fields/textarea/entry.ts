import type { TextareaField } from '@atrium/core/client';
import { TextCell } from '../shared/cells/index.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { TextareaInput } from './index.tsx';

/** What the admin shows of multi-line text. */
export const textareaEntry: DataFieldUI<TextareaField> = {
  Input: TextareaInput,
  Cell: TextCell,
  Filter: TextFilter,
  summary: textSummary,
};
