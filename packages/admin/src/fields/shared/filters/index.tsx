import type { DataField, Option } from '@atrium/core/client';
import type { ComponentProps } from 'react';
import { LazyBoundary, retryableLazy } from '../../../components/LazyBoundary/index.tsx';
import { LoadingPlaceholder } from '../../../components/LoadingPlaceholder/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import type { FilterProps, FilterValue } from '../../types.ts';
import type { RelationshipPicker } from '../relations/RelationshipPicker/index.tsx';
import './index.css';

// The document picker is built on React Aria: loaded with the filter builder, not with the list (whose cells
// come from the same entries as these filters).
const picker = retryableLazy<ComponentProps<typeof RelationshipPicker>>(() =>
  import('../relations/RelationshipPicker/index.tsx').then((module) => ({ default: module.RelationshipPicker })),
);

/** Loads the code the filters load on demand; the list's filter builder waits for it, so it opens complete. */
export const preloadFilterCode = picker.preload;

const optionValue = (o: Option) => (typeof o === 'string' ? o : o.value);

/** A filter's value as text (a list comma-separated) and as a list. */
function views(value: FilterValue) {
  const text = Array.isArray(value) ? value.join(', ') : value;
  const list = Array.isArray(value) ? value : value ? value.split(',').map((v) => v.trim()) : [];
  return { text, list };
}

/** True or false (a checkbox's value, or whether a field has one at all). */
export function BooleanFilter({ value, onChange, 'aria-label': ariaLabel }: Omit<FilterProps<unknown>, 'field' | 'isList'>) {
  const { t } = useTranslation();
  return (
    <select className="filter-input" aria-label={ariaLabel} value={views(value).text} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('list:selectValue')}</option>
      <option value="true">{t('list:true')}</option>
      <option value="false">{t('list:false')}</option>
    </select>
  );
}

type TextProps = FilterProps<unknown> & {
  /** The browser's input type for one value. Defaults to `text`. */
  inputType?: 'text' | 'number' | 'date' | 'email';
};

/** Typed text: one value in an input of the field's kind, or several comma-separated. */
export function TextFilter({ isList, value, onChange, 'aria-label': ariaLabel, inputType = 'text' }: TextProps) {
  const { t } = useTranslation();
  const { text } = views(value);
  if (isList) {
    return (
      <input
        className="filter-input"
        aria-label={ariaLabel}
        value={text}
        placeholder={t('list:enterValues')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <input
      className="filter-input"
      type={inputType}
      aria-label={ariaLabel}
      value={inputType === 'date' ? text.slice(0, 10) : text}
      placeholder={inputType === 'date' ? undefined : t('list:enterValue')}
      step={inputType === 'number' ? 'any' : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The field's options: one chosen from a menu, or several ticked. */
export function OptionsFilter(props: FilterProps<{ options: Option[] }>) {
  const { field, isList, value, onChange, 'aria-label': ariaLabel } = props;
  const { t, label } = useTranslation();
  const { text, list } = views(value);
  if (isList) {
    return (
      <fieldset className="filter-input__options">
        <legend className="visually-hidden">{ariaLabel}</legend>
        {field.options.map((option) => {
          const v = optionValue(option);
          return (
            <label key={v} className="filter-input__option">
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
    <select className="filter-input" aria-label={ariaLabel} value={text} onChange={(e) => onChange(e.target.value)}>
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

/** Documents of the one related collection picked by title; ids typed by hand when it names several. */
export function RelationFilter(props: FilterProps<Extract<DataField, { type: 'relationship' | 'upload' }>>) {
  const { field, isList, value, onChange, 'aria-label': ariaLabel } = props;
  if (typeof field.relationTo !== 'string') return <TextFilter {...props} />;
  const relationTo = field.relationTo;
  return (
    <LazyBoundary fallback={<LoadingPlaceholder lines={1} />} onRetry={picker.reset}>
      {() => (
        <picker.Component
          relationTo={relationTo}
          value={views(value).list}
          onChange={onChange}
          isMulti={isList}
          aria-label={ariaLabel}
        />
      )}
    </LazyBoundary>
  );
}
