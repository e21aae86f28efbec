import type { BlocksField } from '@atrium/core/client';
import { CountCell } from '../shared/cells/index.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { countSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { BlocksDiff } from './Diff.tsx';

/** What the admin shows of a list of blocks. */
export const blocksEntry: DataFieldUI<BlocksField> = {
  ...onDemandInput<typeof import('./index.tsx')>('blocks', (m) => m.BlocksInput),
  Cell: CountCell,
  Filter: TextFilter,
  summary: countSummary,
  Diff: BlocksDiff,
};
