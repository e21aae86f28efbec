import type { GroupField } from '@atrium/core/client';
import type { ReactNode } from 'react';
import { type FieldProps, RenderFields } from '../../forms/RenderFields.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { FieldShell } from '../shared/FieldShell.tsx';
import { useOwnError } from '../shared/useOwnError.ts';
import './index.css';

/**
 * Fields stored together under the group's name: a fieldset whose legend is the group's label. `after` is drawn
 * below the fields, inside the fieldset (a plugin's group component adds its panel there).
 */
export function GroupInput({ field, path, readOnly, permissions, after }: FieldProps<GroupField> & { after?: ReactNode }) {
  const error = useOwnError(path);
  const id = useFieldId(path);
  return (
    <FieldShell field={field} inputId={id} error={error} as="fieldset" className="group-field">
      <div className="group-field__fields">
        <RenderFields fields={field.fields} path={path} permissions={permissions} readOnly={readOnly} />
      </div>
      {after}
    </FieldShell>
  );
}
