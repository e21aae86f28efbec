import type { ArrayField } from '@atrium/core/client';
import { useCallback } from 'react';
import { RowsDiff } from '../shared/diffs/RowsDiff.tsx';
import type { DiffProps } from '../types.ts';

/** An array's rows paired by id and compared one by one. */
export function ArrayDiff({ field, before, after, Fields }: DiffProps<ArrayField>) {
  const describe = useCallback(() => ({ fields: field.fields }), [field]);
  return <RowsDiff before={before} after={after} describe={describe} Fields={Fields} />;
}
