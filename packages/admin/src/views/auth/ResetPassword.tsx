import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { APIError } from '../../api/APIError.ts';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthInput } from './AuthInput.tsx';
import { AuthLayout, FormAlert } from './AuthLayout.tsx';
import { errorMessage } from './errorMessage.ts';

type Errors = { password?: string; confirm?: string };

/**
 * The mailed link's page (`/reset/:token`): a new password twice, `POST /reset-password`, which signs the
 * user in, then the dashboard. A used or expired token shows the API's message and a way to ask again.
 */
export default function ResetPassword() {
  const config = useConfig();
  const { t } = useTranslation();
  const { user, userSlug, refresh } = useAuth();
  const { token = '' } = useParams();
  const collection = findCollection(config, userSlug);
  const minLength = collection?.auth ? collection.auth.passwordLength.min : 1;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ message: string; isTokenBad: boolean }>();
  const [isBusy, setBusy] = useState(false);
  const [isDone, setDone] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  // Only after this form succeeded: someone signed in who opens a reset link still gets to reset.
  if (isDone && user) return <Navigate to="/" replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      password: !password
        ? t('validation:required')
        : password.length < minLength
          ? t('validation:passwordTooShort', { min: minLength })
          : undefined,
      confirm: !confirm ? t('validation:required') : confirm !== password ? t('validation:passwordsDoNotMatch') : undefined,
    };
    setErrors(next);
    if (next.password) return passwordRef.current?.focus();
    if (next.confirm) return confirmRef.current?.focus();
    setFailure(undefined);
    setBusy(true);
    try {
      await api.post(`/${userSlug}/reset-password`, { token, password });
      setDone(true);
      await refresh();
    } catch (error) {
      setBusy(false);
      const fieldErrors = error instanceof APIError ? error.fieldErrors : [];
      const passwordError = fieldErrors.find((e) => e.path === 'password')?.message;
      if (passwordError) {
        setErrors({ password: passwordError });
        passwordRef.current?.focus();
        return;
      }
      setFailure({ message: errorMessage(error, t), isTokenBad: error instanceof APIError && error.status === 403 });
    }
  };

  return (
    <AuthLayout
      title={t('auth:resetTitle')}
      intro={t('auth:resetIntro')}
      footer={
        <Link to="/login" className="auth-link">
          {t('auth:backToLogin')}
        </Link>
      }
    >
      {failure ? (
        <FormAlert
          title={t('auth:resetError')}
          message={
            <>
              {failure.message}{' '}
              {failure.isTokenBad ? (
                <Link to="/forgot" className="auth-link">
                  {t('auth:requestNewLink')}
                </Link>
              ) : null}
            </>
          }
        />
      ) : null}
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <AuthInput
          ref={passwordRef}
          id="reset-password"
          label={t('auth:newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          hint={t('auth:passwordHint', { min: minLength })}
          isRequired
        />
        <AuthInput
          ref={confirmRef}
          id="reset-confirm-password"
          label={t('auth:confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onValueChange={setConfirm}
          error={errors.confirm}
          isRequired
        />
        <Button type="submit" variant="primary" className="auth-form__submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('auth:resettingPassword') : t('auth:resetSubmit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
