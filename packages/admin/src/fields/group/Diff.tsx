import type { GroupField } from '@atrium/core/client';
import type { DiffProps } from '../types.ts';

/** A group's fields as a nested diff. */
export function GroupDiff({ field, before, after, Fields }: DiffProps<GroupField>) {
  return <Fields fields={field.fields} before={before} after={after} />;
}
