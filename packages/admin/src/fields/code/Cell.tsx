import { truncate } from '../shared/cells/index.tsx';
import type { CellProps } from '../types.ts';

/** The start of the code. */
export function CodeCell({ value }: CellProps) {
  return <code className="cell__code">{truncate(String(value), 60)}</code>;
}
