import type { RadioField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { optionsOf } from '../select/index.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { FieldShell } from '../shared/FieldShell.tsx';
import './index.css';

/** One option from a few, as native radio buttons (arrow keys move between them), laid out by `admin.layout`. */
export function RadioInput({ field, path, siblingPath, readOnly }: FieldProps<RadioField>) {
  const { value, setValue, error, markTouched } = useField<string>(field, path, siblingPath);
  const { label } = useTranslation();
  const id = useFieldId(path);
  const layout = field.admin?.layout === 'vertical' ? 'vertical' : 'horizontal';
  return (
    <FieldShell field={field} inputId={id} error={error} as="fieldset" groupRole="radiogroup">
      <div className={`radio-group radio-group--${layout}`}>
        {optionsOf(field).map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={readOnly}
              onChange={() => setValue(option.value)}
              onBlur={markTouched}
            />
            <span>{label(option.label, option.value)}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
