import type { RowField } from '@atrium/core/client';
import { type FieldProps, RenderFields } from '../../forms/RenderFields.tsx';
import './index.css';

/** Fields side by side (each as wide as its `admin.width`, or an equal share), wrapping on narrow screens. */
export function RowInput({ field, path, readOnly, permissions }: FieldProps<RowField>) {
  return (
    <div className="field-row">
      <RenderFields fields={field.fields} path={path} permissions={permissions} readOnly={readOnly} />
    </div>
  );
}
