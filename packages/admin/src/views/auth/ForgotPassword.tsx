import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthInput } from './AuthInput.tsx';
import { AuthLayout, FormAlert } from './AuthLayout.tsx';
import { errorMessage } from './errorMessage.ts';
import { identifierBody, identifierKind, identifierLabelKey } from './loginIdentifier.ts';

/**
 * Asks for a password-reset link (`POST /forgot-password`). The answer is the same whether or not the
 * account exists, so the page never tells a stranger which addresses have accounts.
 */
export default function ForgotPassword() {
  const config = useConfig();
  const { t } = useTranslation();
  const { userSlug } = useAuth();
  const location = useLocation();
  const kind = identifierKind(findCollection(config, userSlug)?.auth);
  const typedOnLogin = (location.state as { identifier?: unknown } | null)?.identifier;
  const [identifier, setIdentifier] = useState(typeof typedOnLogin === 'string' ? typedOnLogin : '');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!identifier.trim()) {
      setError(t('validation:required'));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      await api.post(`/${userSlug}/forgot-password`, identifierBody(kind, identifier));
      setSentTo(identifier.trim());
    } catch (caught) {
      setFailure(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  const backToLogin = (
    <Link to="/login" className="auth-link">
      {t('auth:backToLogin')}
    </Link>
  );

  if (sentTo !== undefined) {
    return (
      <AuthLayout title={t('auth:forgotSentTitle')}>
        <FormAlert tone="success" message={t('auth:forgotSent', { identifier: sentTo })} />
        <p className="auth-card__links">{backToLogin}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth:forgotTitle')}
      intro={t(kind === 'email' ? 'auth:forgotIntro' : 'auth:forgotIntroUsername')}
      footer={backToLogin}
    >
      {failure ? <FormAlert title={t('auth:forgotError')} message={failure} /> : null}
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <AuthInput
          ref={inputRef}
          id="forgot-identifier"
          label={t(identifierLabelKey(kind))}
          type={kind === 'email' ? 'email' : 'text'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={identifier}
          onValueChange={setIdentifier}
          error={error}
          isRequired
        />
        <Button type="submit" variant="primary" className="auth-form__submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('auth:sendingResetLink') : t('auth:sendResetLink')}
        </Button>
      </form>
    </AuthLayout>
  );
}
