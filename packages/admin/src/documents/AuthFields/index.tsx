import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/Button/index.tsx';
import type { ClientAuth } from '../../config/index.ts';
import { useFieldId } from '../../fields/shared/FieldIdScope.tsx';
import { fieldId } from '../../fields/shared/FieldShell.tsx';
import { useForm } from '../../forms/FormProvider.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { confirmPasswordPath, passwordErrors, passwordPath } from '../passwordErrors.ts';
import './index.css';

type Props = {
  auth: ClientAuth;
  operation: 'create' | 'update';
  /** Changes after every save: a saved password closes the section. */
  saveCount: number;
};

/**
 * The password of an auth collection's document (not a field: the server takes it out of the data, hashes it
 * and never returns it). A new user needs one; an existing one changes it behind "Change password".
 */
export function AuthFields({ auth, operation, saveCount }: Props) {
  const { t } = useTranslation();
  const { store, readOnly } = useForm();
  const [isOpen, setOpen] = useState(operation === 'create');
  // Where focus goes after the user opened or closed the section, so it never falls back to the page.
  const focusNext = useRef<'input' | 'toggle' | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const passwordId = useFieldId(passwordPath);
  useEffect(() => {
    if (saveCount > 0 && operation === 'update') setOpen(false);
  }, [saveCount, operation]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the section opened or closed
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === 'toggle') toggle.current?.focus();
    if (target === 'input') document.getElementById(passwordId)?.focus();
  }, [isOpen]);
  if (readOnly) return null;

  const handleCancel = () => {
    for (const path of [passwordPath, confirmPasswordPath]) {
      if (store.getValue(path) !== undefined) store.setValue(path, undefined);
      store.setError(path, undefined);
    }
    focusNext.current = 'toggle';
    setOpen(false);
  };
  const handleOpen = () => {
    focusNext.current = 'input';
    setOpen(true);
  };

  if (!isOpen) {
    return (
      <div className="auth-fields">
        <Button ref={toggle} onClick={handleOpen}>
          {t('edit:changePassword')}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="auth-fields auth-fields--open">
      <legend className="auth-fields__legend">{operation === 'create' ? t('edit:password') : t('edit:changePassword')}</legend>
      <PasswordInput store={store} auth={auth} path={passwordPath} label={t('edit:newPassword')} operation={operation} />
      <PasswordInput
        store={store}
        auth={auth}
        path={confirmPasswordPath}
        label={t('edit:confirmPassword')}
        operation={operation}
      />
      {operation === 'update' ? (
        <Button size="sm" onClick={handleCancel}>
          {t('general:cancel')}
        </Button>
      ) : null}
    </fieldset>
  );
}

type InputProps = {
  store: FormStore;
  auth: ClientAuth;
  path: string;
  label: string;
  operation: 'create' | 'update';
};

function PasswordInput({ store, auth, path, label, operation }: InputProps) {
  const { t } = useTranslation();
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const value = useSyncExternalStore(subscribe, () => store.getValue(path));
  const error = useSyncExternalStore(subscribe, () => {
    const current = store.getError(path);
    return current && (store.submitted || store.isTouched(path) || current.source === 'server') ? current.message : undefined;
  });
  const id = useFieldId(path);
  const isRequired = operation === 'create';
  // Both inputs are judged together: the confirmation's error depends on the password and the other way round.
  const revalidate = () => {
    const errors = passwordErrors(auth, store.getValue(passwordPath), store.getValue(confirmPasswordPath), isRequired, t);
    for (const each of [passwordPath, confirmPasswordPath]) {
      const found = errors.find((e) => e.path === each);
      store.setError(each, found ? { message: found.message, source: 'client' } : undefined);
    }
  };
  return (
    <div className={`field field--text${error ? ' field--error' : ''}`} data-path={fieldId(path)}>
      <label className="field__label" htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="field__required" title={t('general:required')}>
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className="input"
        type="password"
        autoComplete="new-password"
        value={typeof value === 'string' ? value : ''}
        aria-invalid={Boolean(error)}
        required={isRequired}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          store.setValue(path, e.target.value);
          revalidate();
        }}
        onBlur={() => {
          store.markTouched(path);
          revalidate();
        }}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
