import type { Field } from '@atrium/core/client';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldIdPrefix } from './FieldIdScope.tsx';
import './fields.css';

type Props = {
  field: Field;
  /** The id of the input the label names (for `as="fieldset"`: the fieldset's own id). */
  inputId: string;
  error?: string;
  children: ReactNode;
  /** Label rendered by the input itself (checkbox). */
  hideLabel?: boolean;
  /**
   * `fieldset` wraps controls that share one label (radio buttons, a point's two numbers, rows) in a
   * fieldset whose legend is the label. Defaults to `div` with a `<label for>`.
   */
  as?: 'div' | 'fieldset';
  /** Content placed on the label's line, at its end (a language badge, a counter). */
  labelAside?: ReactNode;
  className?: string;
  /** For `as="fieldset"`: `radiogroup` lets the group carry `aria-invalid` and `aria-required`. */
  groupRole?: 'radiogroup';
};

/** The label text of a field as configured (`label: false` hides it visually; screen readers still get the name). */
export function useFieldLabel(field: Field): { text: string; isHidden: boolean } {
  const { label } = useTranslation();
  const name = 'name' in field ? String(field.name) : '';
  const configured = (field as { label?: any }).label;
  return { text: label(configured === false ? undefined : configured, name), isHidden: configured === false };
}

/** The required marker after a label; the input itself carries `aria-required`. */
export function RequiredMarker({ field }: { field: Field }) {
  const { t } = useTranslation();
  if (!('required' in field) || !field.required) return null;
  return (
    <span className="field__required" title={t('general:required')} aria-hidden>
      {' *'}
    </span>
  );
}

/** Label, required marker, description and error around one input; ids for aria-describedby. */
export function FieldShell({ field, inputId, error, children, hideLabel, as = 'div', labelAside, className, groupRole }: Props) {
  const { t, label } = useTranslation();
  const { text, isHidden } = useFieldLabel(field);
  // `data-path` stays the form-independent id: the edit view finds fields by it inside its own form.
  const dataPath = inputId.slice(useFieldIdPrefix().length);
  const description = field.admin?.description as any;
  const width = field.admin?.width as string | undefined;
  const classes = `field field--${field.type}${error ? ' field--error' : ''}${className ? ` ${className}` : ''}`;
  const style = width ? ({ '--field-width': width } as CSSProperties) : undefined;
  const labelClass = `field__label${isHidden ? ' visually-hidden' : ''}`;
  const caption = (
    <>
      {text}
      <RequiredMarker field={field} />
    </>
  );
  // A fieldset cannot carry aria-required: its legend says "required" to screen readers instead.
  const isRequired = 'required' in field && field.required === true;
  const heading = hideLabel ? null : as === 'fieldset' ? (
    <legend className={labelClass} id={`${inputId}-label`}>
      {caption}
      {isRequired ? <span className="visually-hidden"> {t('general:required')}</span> : null}
    </legend>
  ) : (
    <label className={labelClass} htmlFor={inputId} id={`${inputId}-label`}>
      {caption}
    </label>
  );
  const descriptionNode =
    description && typeof description !== 'function' ? (
      <p className="field__description" id={`${inputId}-description`}>
        {label(description)}
      </p>
    ) : null;
  // A fieldset's description introduces its controls; an input's follows it.
  const body = (
    <>
      {as === 'fieldset' ? (
        // A legend names its fieldset only as the fieldset's first child: the aside sits beside it, not around it.
        <>
          {heading}
          {labelAside ? <div className="field__aside">{labelAside}</div> : null}
          {descriptionNode}
        </>
      ) : labelAside ? (
        <div className="field__label-row">
          {heading}
          {labelAside}
        </div>
      ) : (
        heading
      )}
      {children}
      {/* Not an alert: after a save every invalid field would speak at once. The input names it
          (aria-describedby), focus moves to the first one, and the error pill says how many there are. */}
      {error ? (
        <p className="field__error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
      {as === 'fieldset' ? null : descriptionNode}
    </>
  );
  if (as === 'fieldset') {
    return (
      <fieldset
        className={`${classes} field--fieldset`}
        style={style}
        data-path={dataPath}
        id={inputId}
        role={groupRole}
        aria-labelledby={groupRole && !hideLabel ? `${inputId}-label` : undefined}
        aria-describedby={describedBy(field, inputId, error)}
        aria-invalid={groupRole && error ? true : undefined}
        tabIndex={-1}
      >
        {body}
      </fieldset>
    );
  }
  return (
    <div className={classes} style={style} data-path={dataPath}>
      {body}
    </div>
  );
}

/** The `aria-describedby` of an input wrapped in FieldShell (`extra`: further ids, such as a usage hint). */
export function describedBy(field: Field, inputId: string, error?: string, ...extra: (string | undefined)[]): string | undefined {
  const ids = [error ? `${inputId}-error` : '', field.admin?.description ? `${inputId}-description` : '', ...extra].filter(
    Boolean,
  );
  return ids.length ? ids.join(' ') : undefined;
}

export { fieldId } from './fieldId.ts';
