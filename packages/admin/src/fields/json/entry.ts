import type { JSONField } from '@atrium/core/client';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { noSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { JSONCell } from './Cell.tsx';
import { JSONDiff } from './Diff.tsx';

/** What the admin shows of any JSON. */
export const jsonEntry: DataFieldUI<JSONField> = {
  ...onDemandInput<typeof import('./index.tsx')>('json', (m) => m.JSONInput),
  Cell: JSONCell,
  Filter: TextFilter,
  summary: noSummary,
  Diff: JSONDiff,
};
