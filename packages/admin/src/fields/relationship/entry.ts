import type { RelationshipField } from '@atrium/core/client';
import { RelatedCell } from '../shared/cells/index.tsx';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { RelationFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { relatedRefs } from '../shared/relations/relatedRefs.ts';
import { countSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';

/** What the admin shows of references to documents. */
export const relationshipEntry: DataFieldUI<RelationshipField> = {
  ...onDemandInput<typeof import('./index.tsx')>('relationship', (m) => m.RelationshipInput),
  Cell: RelatedCell,
  Filter: RelationFilter,
  summary: countSummary,
  Diff: valueDiff(RelatedCell),
  relatedRefs: (field, value) => relatedRefs(value, field.relationTo),
};
