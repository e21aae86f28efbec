import type { EmailField } from '@atrium/core/client';
import { TextCell } from '../shared/cells/index.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { EmailFilter } from './Filter.tsx';
import { EmailInput } from './index.tsx';

/** What the admin shows of an email address. */
export const emailEntry: DataFieldUI<EmailField> = {
  Input: EmailInput,
  Cell: TextCell,
  Filter: EmailFilter,
  summary: textSummary,
};
