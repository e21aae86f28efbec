import type { ArrayField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { RowsField } from '../shared/rows/RowsField/index.tsx';

/** A list of rows with the same fields (see `RowsField`). */
export function ArrayInput(props: FieldProps<ArrayField>) {
  return <RowsField {...props} />;
}
