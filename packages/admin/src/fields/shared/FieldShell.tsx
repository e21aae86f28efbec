import type { Field } from '@atrium/core/client';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import './fields.css';

type Props = {
  field: Field;
  /** The id of the input the label names. */
  inputId: string;
  error?: string;
  children: ReactNode;
  /** Label rendered by the input itself (checkbox). */
  hideLabel?: boolean;
};

/** Label, required marker, description and error around one input; ids for aria-describedby. */
export function FieldShell({ field, inputId, error, children, hideLabel }: Props) {
  const { t, label } = useTranslation();
  const name = 'name' in field ? String(field.name) : '';
  const text = label((field as { label?: any }).label, name);
  const description = field.admin?.description as any;
  const width = field.admin?.width as string | undefined;
  return (
    <div
      className={`field field--${field.type}${error ? ' field--error' : ''}`}
      style={width ? { flexBasis: width } : undefined}
      data-path={inputId}
    >
      {hideLabel ? null : (
        <label className="field__label" htmlFor={inputId}>
          {text}
          {'required' in field && field.required ? (
            <span className="field__required" title={t('general:required')}>
              {' *'}
            </span>
          ) : null}
        </label>
      )}
      {children}
      {error ? (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
      {description && typeof description !== 'function' ? (
        <p className="field__description" id={`${inputId}-description`}>
          {label(description)}
        </p>
      ) : null}
    </div>
  );
}

/** The `aria-describedby` of an input wrapped in FieldShell. */
export function describedBy(field: Field, inputId: string, error?: string): string | undefined {
  const ids = [error ? `${inputId}-error` : '', field.admin?.description ? `${inputId}-description` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A DOM id for a field path (`layout.0.title` → `field-layout__0__title`); also what the error pill focuses. */
export function fieldId(path: string): string {
  return `field-${path.replace(/\./g, '__')}`;
}
