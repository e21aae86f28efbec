import type { TextareaField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';

/** Multi-line text. */
export function TextareaInput({ field, path, siblingPath, readOnly }: FieldProps<TextareaField>) {
  const { value, setValue, error, markTouched } = useField<string>(field, path, siblingPath);
  const id = useFieldId(path);
  return (
    <FieldShell field={field} inputId={id} error={error}>
      <textarea
        id={id}
        className="input"
        rows={(field.admin?.rows as number | undefined) ?? 4}
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
