import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { AuthLayout, FormAlert } from './AuthLayout.tsx';
import { errorMessage } from './errorMessage.ts';

type State = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * Signs out (`useAuth().logout()`: the API ends the session and expires the cookie, the cache is emptied),
 * then says so with a way back in. A refused sign-out says that it failed (spec 8: logout failed).
 */
export default function Logout() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const [state, setState] = useState<State>({ status: 'pending' });
  const hasStarted = useRef(false);

  const run = useCallback(async () => {
    setState({ status: 'pending' });
    try {
      await logout();
      setState({ status: 'done' });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, t) });
    }
  }, [logout, t]);

  useEffect(() => {
    // Wait for `me`: someone already signed out (a second visit, a reload) has nothing to end.
    if (user === undefined || hasStarted.current) return;
    hasStarted.current = true;
    if (user === null) setState({ status: 'done' });
    else void run();
  }, [user, run]);

  const logInAgain = (
    <Link to="/login" className="btn btn--primary btn--md auth-form__submit">
      {t('auth:logInAgain')}
    </Link>
  );

  if (state.status === 'pending')
    return (
      <AuthLayout title={t('auth:loggingOut')}>
        <LoadingPlaceholder lines={2} />
      </AuthLayout>
    );
  if (state.status === 'failed')
    return (
      <AuthLayout title={t('auth:logoutFailed')}>
        <FormAlert title={t('auth:logoutFailed')} message={`${state.message} ${t('auth:logoutFailedText')}`} />
        <div className="auth-form">
          <Button variant="primary" className="auth-form__submit" onClick={() => void run()}>
            {t('auth:tryAgain')}
          </Button>
        </div>
      </AuthLayout>
    );
  return (
    <AuthLayout title={t('auth:loggedOutTitle')} intro={t('auth:loggedOutText')}>
      <div className="auth-form">{logInAgain}</div>
    </AuthLayout>
  );
}
