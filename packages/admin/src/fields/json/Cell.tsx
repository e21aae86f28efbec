import { truncate } from '../shared/cells/index.tsx';
import type { CellProps } from '../types.ts';

/** The start of the value as JSON. */
export function JSONCell({ value }: CellProps) {
  return <code className="cell__code">{truncate(JSON.stringify(value), 60)}</code>;
}
