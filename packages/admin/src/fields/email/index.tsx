import type { EmailField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';

/** An email address. */
export function EmailInput({ field, path, siblingPath, readOnly }: FieldProps<EmailField>) {
  const { value, setValue, error, markTouched } = useField<string>(field, path, siblingPath);
  const id = useFieldId(path);
  return (
    <FieldShell field={field} inputId={id} error={error}>
      <input
        id={id}
        className="input"
        type="email"
        autoComplete="email"
        value={value ?? ''}
        readOnly={readOnly}
        aria-invalid={Boolean(error)}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(field, id, error)}
        onChange={(e) => setValue(e.target.value)}
        onBlur={markTouched}
      />
    </FieldShell>
  );
}
