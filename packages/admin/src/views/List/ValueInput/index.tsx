import type { DataField, Option } from '@atrium/core/client';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import type { FilterValue } from '../filterGroups.ts';
import { isGeoOperator, isListOperator } from '../operators.ts';
import { RelationshipPicker } from '../RelationshipPicker/index.tsx';
import './index.css';

type Props = {
  field: DataField;
  /** A filter operator; its kind decides between one value, a list, a yes/no, or coordinates. */
  operator: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  'aria-label': string;
};

const optionValue = (o: Option) => (typeof o === 'string' ? o : o.value);

/** The value input of a filter row, fitted to the field: number, date, options, true/false, a document picker or text. */
export function ValueInput({ field, operator, value, onChange, 'aria-label': ariaLabel }: Props) {
  const { t, label } = useTranslation();
  const text = Array.isArray(value) ? value.join(', ') : value;
  const list = Array.isArray(value) ? value : value ? value.split(',').map((v) => v.trim()) : [];

  if (operator === 'exists' || field.type === 'checkbox') {
    return (
      <select className="value-input" aria-label={ariaLabel} value={text} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('list:selectValue')}</option>
        <option value="true">{t('list:true')}</option>
        <option value="false">{t('list:false')}</option>
      </select>
    );
  }
  if (isGeoOperator(operator)) {
    return (
      <input
        className="value-input"
        aria-label={ariaLabel}
        value={text}
        placeholder={operator === 'near' ? t('list:nearHint') : t('list:geoJSONHint')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    return (
      <RelationshipPicker
        relationTo={field.relationTo}
        value={list}
        onChange={onChange}
        isMulti={isListOperator(operator)}
        aria-label={ariaLabel}
      />
    );
  }
  if (field.type === 'select' || field.type === 'radio') {
    if (isListOperator(operator)) {
      return (
        <fieldset className="value-input__options">
          <legend className="visually-hidden">{ariaLabel}</legend>
          {field.options.map((option) => {
            const v = optionValue(option);
            return (
              <label key={v} className="value-input__option">
                <input
                  type="checkbox"
                  checked={list.includes(v)}
                  onChange={(e) => onChange(e.target.checked ? [...list, v] : list.filter((x) => x !== v))}
                />
                {typeof option === 'string' ? option : label(option.label, v)}
              </label>
            );
          })}
        </fieldset>
      );
    }
    return (
      <select className="value-input" aria-label={ariaLabel} value={text} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('list:selectValue')}</option>
        {field.options.map((option) => {
          const v = optionValue(option);
          return (
            <option key={v} value={v}>
              {typeof option === 'string' ? option : label(option.label, v)}
            </option>
          );
        })}
      </select>
    );
  }
  if (isListOperator(operator)) {
    return (
      <input
        className="value-input"
        aria-label={ariaLabel}
        value={text}
        placeholder={t('list:enterValues')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const type = field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : field.type === 'email' ? 'email' : 'text';
  return (
    <input
      className="value-input"
      type={type}
      aria-label={ariaLabel}
      value={type === 'date' ? text.slice(0, 10) : text}
      placeholder={type === 'date' ? undefined : t('list:enterValue')}
      step={type === 'number' ? 'any' : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
