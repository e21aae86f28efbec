import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  isRequired?: boolean;
};

/** One labelled input of a sign-in form, with its hint and error tied to it for screen readers. */
export function AuthInput({ id, label, value, onValueChange, error, hint, isRequired, ...rest }: Props) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="field__required" aria-hidden>
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field__description" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
