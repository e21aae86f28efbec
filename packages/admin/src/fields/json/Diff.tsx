import type { JSONField } from '@atrium/core/client';
import { TextDiff } from '../shared/diffs/TextDiff.tsx';
import type { DiffProps } from '../types.ts';

const pretty = (value: unknown) => (value === null || value === undefined ? value : JSON.stringify(value, null, 2));

/** JSON as indented text, changes marked word by word like code. */
export function JSONDiff({ before, after, ...rest }: DiffProps<JSONField>) {
  return <TextDiff {...rest} field={{ type: 'code' }} before={pretty(before)} after={pretty(after)} />;
}
