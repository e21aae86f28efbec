import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthInput } from './AuthInput.tsx';
import { AuthLayout, FormAlert } from './AuthLayout.tsx';
import { errorMessage } from './errorMessage.ts';
import { identifierBody, identifierKind, identifierLabelKey } from './loginIdentifier.ts';
import { safeRedirect } from './safeRedirect.ts';
import { useInitialized } from './useInitialized.ts';

type Errors = { identifier?: string; password?: string };

/**
 * Sign-in with email or username (as the auth collection says) and password. The API's refusal (wrong
 * credentials, a locked account, too many attempts) shows above the form and what was typed stays; once
 * signed in, the user goes back to the admin page they asked for (`?redirect=`), else the dashboard.
 */
export default function Login() {
  const config = useConfig();
  const { t } = useTranslation();
  const { user, userSlug, refresh } = useAuth();
  const [params] = useSearchParams();
  const isInitialized = useInitialized();
  const kind = identifierKind(findCollection(config, userSlug)?.auth);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Signed in (already, or by this form once `refresh` has read the new user): on to the page asked for.
  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  if (user === undefined) return <LoadingPlaceholder />;
  if (isInitialized === false) return <Navigate to="/create-first-user" replace />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      identifier: identifier.trim() ? undefined : t('validation:required'),
      password: password ? undefined : t('validation:required'),
    };
    setErrors(next);
    if (next.identifier) return identifierRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    setBusy(true);
    setFailure(undefined);
    try {
      await api.post(`/${userSlug}/login`, { ...identifierBody(kind, identifier), password });
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('auth:loginTitle')} intro={t('auth:loginIntro')}>
      {failure ? <FormAlert title={t('auth:errorTitle')} message={failure} /> : null}
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <AuthInput
          ref={identifierRef}
          id="login-identifier"
          label={t(identifierLabelKey(kind))}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={identifier}
          onValueChange={setIdentifier}
          error={errors.identifier}
          isRequired
        />
        <AuthInput
          ref={passwordRef}
          id="login-password"
          label={t('auth:password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          isRequired
        />
        <div className="auth-form__row">
          <Link to="/forgot" state={{ identifier }} className="auth-link">
            {t('auth:forgotPasswordLink')}
          </Link>
        </div>
        <Button type="submit" variant="primary" className="auth-form__submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('auth:loggingIn') : t('auth:logIn')}
        </Button>
      </form>
    </AuthLayout>
  );
}
