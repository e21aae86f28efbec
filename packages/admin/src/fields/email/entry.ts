import type { EmailField } from '@atrium/core/client';
import { TextCell } from '../shared/cells/index.tsx';
import { TextDiff } from '../shared/diffs/TextDiff.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { EmailFilter } from './Filter.tsx';

/** What the admin shows of an email address. */
export const emailEntry: DataFieldUI<EmailField> = {
  ...onDemandInput<typeof import('./index.tsx')>('email', (m) => m.EmailInput),
  Cell: TextCell,
  Filter: EmailFilter,
  summary: textSummary,
  Diff: TextDiff,
};
