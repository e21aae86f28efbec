import type { JSONField } from '@atrium/core/client';
import { TextFilter } from '../shared/filters/index.tsx';
import { noSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { JSONCell } from './Cell.tsx';
import { JSONInput } from './index.tsx';

/** What the admin shows of any JSON. */
export const jsonEntry: DataFieldUI<JSONField> = {
  Input: JSONInput,
  Cell: JSONCell,
  Filter: TextFilter,
  summary: noSummary,
};
