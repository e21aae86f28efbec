import { describedBy, type FieldProps, FieldShell, useField, useFieldId, useTranslation } from '@atrium/admin/plugin';
import type { DataField } from '@atrium/core/client';
import { formFieldOptions } from '../formFieldOptions.ts';
import { formFieldsPath, useFormValue } from '../useFormValue.ts';

/**
 * A choice of one of the form's own fields (spec 3): the fields by label and name, without payment blocks. It
 * replaces a text input (`fieldToUse` of a price condition), so the stored value stays the field's `name`.
 */
export function FieldSelector({ field, path, siblingPath, readOnly }: FieldProps<DataField>) {
  const { value, setValue, error, markTouched } = useField<string>(field, path, siblingPath);
  const { t, language } = useTranslation();
  const id = useFieldId(path);
  const options = formFieldOptions(useFormValue(formFieldsPath(path)), language);
  const current = typeof value === 'string' ? value : '';
  // A name no longer in the form (renamed or removed) stays shown as itself, so opening the form changes nothing.
  const isMissing = current !== '' && !options.some((option) => option.name === current);
  const hintId = `${id}-fields`;
  return (
    <FieldShell field={field} inputId={id} error={error}>
      <select
        id={id}
        className="input"
        value={current}
        disabled={readOnly}
        aria-invalid={Boolean(error)}
        aria-required={('required' in field && field.required) || undefined}
        aria-describedby={describedBy(field, id, error, options.length === 0 ? hintId : undefined)}
        onChange={(e) => setValue(e.target.value === '' ? null : e.target.value)}
        onBlur={markTouched}
      >
        <option value="">{t('forms:chooseField')}</option>
        {isMissing && <option value={current}>{current}</option>}
        {options.map((option) => (
          <option key={option.name} value={option.name}>
            {option.label ? t('forms:fieldOption', { label: option.label, name: option.name }) : option.name}
          </option>
        ))}
      </select>
      {options.length === 0 && (
        <p className="field__hint" id={hintId}>
          {t('forms:noFormFields')}
        </p>
      )}
    </FieldShell>
  );
}

export default FieldSelector;
