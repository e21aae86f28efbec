import type { UploadField } from '@atrium/core/client';
import { RelatedCell } from '../shared/cells/index.tsx';
import type { CellProps } from '../types.ts';

/** Each upload's image and title. */
export function UploadCell(props: CellProps<UploadField>) {
  return <RelatedCell {...props} withThumbnails />;
}
