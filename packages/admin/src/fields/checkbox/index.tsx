import type { CheckboxField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';
import './index.css';

/** A yes/no box with its label beside it. */
export function CheckboxInput({ field, path, siblingPath, readOnly }: FieldProps<CheckboxField>) {
  const { value, setValue, error } = useField<boolean>(field, path, siblingPath);
  const { label } = useTranslation();
  const id = useFieldId(path);
  return (
    <FieldShell field={field} inputId={id} error={error} hideLabel>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={readOnly}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(field, id, error)}
          onChange={(e) => setValue(e.target.checked)}
        />
        <span>
          {label(field.label as any, field.name)}
          {field.required ? <span className="field__required"> *</span> : null}
        </span>
      </label>
    </FieldShell>
  );
}
