import type { DataField } from '@atrium/core/client';
import { dataFieldUI } from '../../../fields/registry.ts';
import { BooleanFilter, TextFilter } from '../../../fields/shared/filters/index.tsx';
import type { FilterValue } from '../../../fields/types.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { isGeoOperator, isListOperator } from '../operators.ts';

type Props = {
  field: DataField;
  /** A filter operator; its kind decides between one value, a list, a yes/no, or coordinates. */
  operator: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  'aria-label': string;
};

/**
 * The value input of a filter row: yes/no for `exists`, GeoJSON or coordinates for geometry operators, else the
 * field type's own filter input (number, date, options, a document picker, text).
 */
export function ValueInput({ field, operator, value, onChange, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation();
  if (operator === 'exists')
    return <BooleanFilter operator={operator} value={value} onChange={onChange} aria-label={ariaLabel} />;
  if (isGeoOperator(operator)) {
    return (
      <input
        className="filter-input"
        aria-label={ariaLabel}
        value={Array.isArray(value) ? value.join(', ') : value}
        placeholder={operator === 'near' ? t('list:nearHint') : t('list:geoJSONHint')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const Filter = dataFieldUI(field.type)?.Filter ?? TextFilter;
  const props = { field, operator, isList: isListOperator(operator), value, onChange, 'aria-label': ariaLabel };
  return <Filter {...props} />;
}
