import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthInput } from './AuthInput.tsx';

export type NewPasswordErrors = { password?: string; confirm?: string };

/**
 * A new password typed twice (first user, password reset): the two values, their errors, and `check`, which
 * runs the browser's checks (required, the collection's minimum length, both the same), shows what fails and
 * answers it.
 */
export function useNewPassword(minLength: number) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const check = (): NewPasswordErrors => {
    const next: NewPasswordErrors = {
      password: !password
        ? t('validation:required')
        : password.length < minLength
          ? t('validation:passwordTooShort', { min: minLength })
          : undefined,
      confirm: !confirm ? t('validation:required') : confirm !== password ? t('validation:passwordsDoNotMatch') : undefined,
    };
    setErrors(next);
    return next;
  };
  /** Moves focus to the first input with an error; false when neither has one. */
  const focusFirstError = (shown: NewPasswordErrors = errors): boolean => {
    const target = shown.password ? passwordRef.current : shown.confirm ? confirmRef.current : null;
    target?.focus();
    return target !== null;
  };
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    errors,
    setErrors,
    check,
    focusFirstError,
    passwordRef,
    confirmRef,
    minLength,
  };
}

type Props = {
  state: ReturnType<typeof useNewPassword>;
  /** Prefix of the two inputs' ids. */
  idPrefix: string;
  /** The first input's label. */
  label: string;
};

/** The two password inputs of `useNewPassword`, with the length hint on the first. */
export function NewPasswordInputs({ state, idPrefix, label }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <AuthInput
        ref={state.passwordRef}
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        value={state.password}
        onValueChange={state.setPassword}
        error={state.errors.password}
        hint={t('auth:passwordHint', { min: state.minLength })}
        isRequired
      />
      <AuthInput
        ref={state.confirmRef}
        id={`${idPrefix}-confirm-password`}
        label={t('auth:confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={state.confirm}
        onValueChange={state.setConfirm}
        error={state.errors.confirm}
        isRequired
      />
    </>
  );
}
