import type { NumberField } from '@atrium/core/client';
import { useState } from 'react';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';

/**
 * A number. The text typed is kept as typed (so "1." or "-" can be on the way to a number) and the
 * stored value follows spec 5's number check: not empty or blank and converting to a real number, else null.
 */
export function NumberInput({ field, path, siblingPath, readOnly }: FieldProps<NumberField>) {
  const { value, setValue, error, markTouched } = useField<number | number[] | string>(field, path, siblingPath);
  const { t } = useTranslation();
  const id = useFieldId(path);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const shown = draft ?? (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value));
  const handleChange = (text: string) => {
    setDraft(text);
    if (field.hasMany) {
      const parts = text
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
      setValue(parts.map((p) => (Number.isFinite(Number(p)) ? Number(p) : p)) as any);
      return;
    }
    const trimmed = text.trim();
    setValue(trimmed === '' ? null : Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed);
  };
  return (
    <FieldShell field={field} inputId={id} error={error}>
      <input
        id={id}
        className="input"
        type="text"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        value={shown}
        readOnly={readOnly}
        aria-invalid={Boolean(error)}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(field, id, error, field.hasMany ? `${id}-hint` : undefined)}
        onChange={(e) => handleChange(e.target.value)}
        onBlur={() => {
          setDraft(undefined);
          markTouched();
        }}
      />
      {field.hasMany ? (
        <p className="field__hint" id={`${id}-hint`}>
          {t('fields:commaSeparated')}
        </p>
      ) : null}
    </FieldShell>
  );
}
