import { describedBy, type FieldProps, FieldShell, useField, useFieldId, useTranslation } from '@atrium/admin/plugin';
import type { DataField } from '@atrium/core/client';
import { formFieldOptions } from '../formFieldOptions.ts';
import { priceSelectorState } from '../priceSelectorState.ts';
import { formFieldsPath, siblingOf, useFormValue } from '../useFormValue.ts';
import './index.css';

/**
 * The amount of a price condition (`valueForOperator`), by the condition's `valueType` (spec 3): typed in when
 * `static`; with `valueOfField` the amount is what is submitted in `fieldToUse`, which must be a number field
 * (spec 5: otherwise the hint "The selected field must be a number field").
 */
export function PriceSelector({ field, path, siblingPath, readOnly }: FieldProps<DataField>) {
  const { value, setValue, error, markTouched } = useField<string | number>(field, path, siblingPath);
  const { t, language } = useTranslation();
  const id = useFieldId(path);
  const fields = useFormValue(formFieldsPath(path));
  const valueType = useFormValue(siblingOf(siblingPath, 'valueType'));
  const fieldToUse = useFormValue(siblingOf(siblingPath, 'fieldToUse'));
  const state = priceSelectorState({ valueType, fieldToUse, fields });
  if (state === 'static') {
    return (
      <FieldShell field={field} inputId={id} error={error}>
        <input
          id={id}
          className="input"
          type="text"
          inputMode="decimal"
          value={value === undefined || value === null ? '' : String(value)}
          readOnly={readOnly}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(field, id, error)}
          onChange={(e) => setValue(e.target.value)}
          onBlur={markTouched}
        />
      </FieldShell>
    );
  }
  const chosen = formFieldOptions(fields, language).find((option) => option.name === fieldToUse);
  const message =
    state === 'chooseField'
      ? t('forms:chooseFieldFirst')
      : state === 'notNumber'
        ? t('forms:mustBeNumberField')
        : t('forms:valueOfField', { field: chosen?.label ?? String(fieldToUse) });
  // The amount is not typed here: the label names the field and the message says where the amount comes from.
  return (
    <FieldShell field={field} inputId={id} error={error} as="fieldset">
      <p
        id={id}
        className={state === 'notNumber' ? 'price-selector__hint price-selector__hint--invalid' : 'price-selector__hint'}
        role="status"
        data-state={state}
      >
        {message}
      </p>
    </FieldShell>
  );
}

export default PriceSelector;
