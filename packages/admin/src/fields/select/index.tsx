import type { Option, OptionObject, SelectField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import '../checkbox/index.css';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';

/** The options of a select or radio field, whether written as strings or `{label, value}`. */
export function optionsOf(field: { options: Option[] }): OptionObject[] {
  return field.options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o));
}

/** One option from a list (a native select), or several (`hasMany`: a group of checkboxes under a legend). */
export function SelectInput({ field, path, siblingPath, readOnly }: FieldProps<SelectField>) {
  const { value, setValue, error, markTouched } = useField<string | string[]>(field, path, siblingPath);
  const { t, label } = useTranslation();
  const id = useFieldId(path);
  const options = optionsOf(field);
  if (field.hasMany) {
    const selected = new Set(Array.isArray(value) ? value : []);
    return (
      <FieldShell field={field} inputId={id} error={error} as="fieldset">
        <div className="select-many">
          {options.map((option) => (
            <label key={option.value} className="checkbox">
              <input
                type="checkbox"
                checked={selected.has(option.value)}
                disabled={readOnly}
                onChange={(e) => {
                  const next = options
                    .map((o) => o.value)
                    .filter((v) => (v === option.value ? e.target.checked : selected.has(v)));
                  setValue(next);
                }}
                onBlur={markTouched}
              />
              <span>{label(option.label, option.value)}</span>
            </label>
          ))}
        </div>
      </FieldShell>
    );
  }
  const isEmpty = typeof value !== 'string' || value === '';
  // An optional select can be emptied ("None"). A required one cannot: it shows a prompt only while nothing is
  // chosen yet, and the prompt cannot be chosen back (offering "None" there invited a save that fails).
  const emptyOption = !field.required ? (
    <option value="">{t('general:none')}</option>
  ) : isEmpty ? (
    <option value="" disabled>
      {t('fields:chooseOption')}
    </option>
  ) : null;
  return (
    <FieldShell field={field} inputId={id} error={error}>
      <select
        id={id}
        className="input"
        value={typeof value === 'string' ? value : ''}
        disabled={readOnly}
        aria-invalid={Boolean(error)}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(field, id, error)}
        onChange={(e) => setValue(e.target.value === '' ? null : e.target.value)}
        onBlur={markTouched}
      >
        {emptyOption}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {label(option.label, option.value)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
