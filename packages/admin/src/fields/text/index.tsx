import type { TextField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';

/** Single-line text. (`hasMany` text is edited one value per line.) */
export function TextInput({ field, path, siblingPath, readOnly }: FieldProps<TextField>) {
  const { value, setValue, error, markTouched } = useField<string | string[]>(field, path, siblingPath);
  const { t, label } = useTranslation();
  const id = useFieldId(path);
  if (field.hasMany) {
    const lines = Array.isArray(value) ? value.join('\n') : '';
    return (
      <FieldShell field={field} inputId={id} error={error}>
        <textarea
          id={id}
          className="input"
          value={lines}
          readOnly={readOnly}
          aria-invalid={Boolean(error)}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(field, id, error, `${id}-hint`)}
          onChange={(e) => setValue(e.target.value === '' ? [] : e.target.value.split('\n'))}
          onBlur={markTouched}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {t('fields:onePerLine')}
        </p>
      </FieldShell>
    );
  }
  return (
    <FieldShell field={field} inputId={id} error={error}>
      <input
        id={id}
        className="input"
        type="text"
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        placeholder={field.admin?.placeholder ? label(field.admin.placeholder as any) : undefined}
        aria-invalid={Boolean(error)}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(field, id, error)}
        onChange={(e) => setValue(e.target.value)}
        onBlur={markTouched}
      />
    </FieldShell>
  );
}
