import type { DateField } from '@atrium/core/client';
import { Button } from '../../components/Button/index.tsx';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell, useFieldLabel } from '../shared/FieldShell.tsx';
import { fromInputValue, inputTypes, type PickerAppearance, toInputValue } from './dateValue.ts';
import './index.css';

/**
 * A date, time, or both, with the browser's own picker (keyboard and screen-reader support come with it),
 * shaped by `admin.date.pickerAppearance` (`dayOnly` by default). The value is stored as an ISO string in UTC.
 */
export function DateInput({ field, path, siblingPath, readOnly }: FieldProps<DateField>) {
  const { value, setValue, error, markTouched } = useField<string>(field, path, siblingPath);
  const { t } = useTranslation();
  const { text: fieldLabel } = useFieldLabel(field);
  const id = useFieldId(path);
  const appearance: PickerAppearance = field.admin?.date?.pickerAppearance ?? 'dayOnly';
  const hasTime = appearance === 'dayAndTime' || appearance === 'timeOnly';
  const zoneId = `${id}-zone`;
  const zone = hasTime ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
  const shown = toInputValue(value, appearance);
  return (
    <FieldShell field={field} inputId={id} error={error}>
      <div className="date-input">
        <input
          id={id}
          className="input date-input__control"
          type={inputTypes[appearance]}
          value={shown}
          readOnly={readOnly}
          aria-invalid={Boolean(error)}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(field, id, error, zone ? zoneId : undefined)}
          onChange={(e) => setValue(fromInputValue(e.target.value, appearance, value))}
          onBlur={markTouched}
        />
        {shown && !readOnly && !field.required ? (
          <Button variant="secondary" onClick={() => setValue(null)} aria-label={t('fields:clearValue', { label: fieldLabel })}>
            {t('general:clear')}
          </Button>
        ) : null}
      </div>
      {zone ? (
        <p className="field__hint" id={zoneId}>
          {t('fields:timeZone', { zone })}
        </p>
      ) : null}
    </FieldShell>
  );
}
