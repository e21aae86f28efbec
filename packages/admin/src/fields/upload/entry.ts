import type { UploadField } from '@atrium/core/client';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { RelationFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { relatedRefs } from '../shared/relations/relatedRefs.ts';
import { countSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { UploadCell } from './Cell.tsx';

/** What the admin shows of references to uploads. */
export const uploadEntry: DataFieldUI<UploadField> = {
  ...onDemandInput<typeof import('./index.tsx')>('upload', (m) => m.UploadInput),
  Cell: UploadCell,
  Filter: RelationFilter,
  summary: countSummary,
  Diff: valueDiff(UploadCell),
  relatedRefs: (field, value) => relatedRefs(value, field.relationTo),
};
