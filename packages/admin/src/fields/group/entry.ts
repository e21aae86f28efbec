import type { GroupField } from '@atrium/core/client';
import { TextCell } from '../shared/cells/index.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { noSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { GroupDiff } from './Diff.tsx';

/** What the admin shows of a group of fields. */
export const groupEntry: DataFieldUI<GroupField> = {
  ...onDemandInput<typeof import('./index.tsx')>('group', (m) => m.GroupInput),
  Cell: TextCell,
  Filter: TextFilter,
  summary: noSummary,
  Diff: GroupDiff,
};
