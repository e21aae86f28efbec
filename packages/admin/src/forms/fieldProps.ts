import type { Field } from '@atrium/core/client';
import type { FieldPermissions } from '../auth/AuthProvider.tsx';
import type { Path } from './paths.ts';

/** Props every field component receives. */
export type FieldProps<F extends Field = Field> = {
  field: F;
  /** The field's own data path (`layout.0.title`); for layout fields, the path of the object they lay out. */
  path: Path;
  /** The path of the object holding the field (`layout.0`; `''` at the top). */
  siblingPath: Path;
  readOnly: boolean;
  /** Field permissions at this level (the field's own entry is `permissions[field.name]`). */
  permissions?: FieldPermissions;
};
