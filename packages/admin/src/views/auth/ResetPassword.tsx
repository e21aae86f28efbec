import { type FormEvent, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { APIError } from '../../api/APIError.ts';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthLayout, FormAlert } from './AuthLayout.tsx';
import { errorMessage } from './errorMessage.ts';
import { NewPasswordInputs, useNewPassword } from './NewPassword.tsx';

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
  const newPassword = useNewPassword(minLength);
  const [failure, setFailure] = useState<{ message: string; isTokenBad: boolean }>();
  const [isBusy, setBusy] = useState(false);
  const [isDone, setDone] = useState(false);

  // Only after this form succeeded: someone signed in who opens a reset link still gets to reset.
  if (isDone && user) return <Navigate to="/" replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.focusFirstError(newPassword.check())) return;
    setFailure(undefined);
    setBusy(true);
    try {
      await api.post(`/${userSlug}/reset-password`, { token, password: newPassword.password });
      setDone(true);
      await refresh();
    } catch (error) {
      setBusy(false);
      const fieldErrors = error instanceof APIError ? error.fieldErrors : [];
      const passwordError = fieldErrors.find((e) => e.path === 'password')?.message;
      if (passwordError) {
        newPassword.setErrors({ password: passwordError });
        newPassword.focusFirstError({ password: passwordError });
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
        <NewPasswordInputs state={newPassword} idPrefix="reset" label={t('auth:newPassword')} />
        <Button type="submit" variant="primary" className="auth-form__submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('auth:resettingPassword') : t('auth:resetSubmit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
