import type { BlocksField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { RowsField } from '../shared/rows/RowsField/index.tsx';

/** A list of rows, each one of the configured blocks, chosen from a menu when added (see `RowsField`). */
export function BlocksInput(props: FieldProps<BlocksField>) {
  return <RowsField {...props} />;
}
