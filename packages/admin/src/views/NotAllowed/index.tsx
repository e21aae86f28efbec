import { Link } from 'react-router';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import '../auth/auth.css';

/** Shown to a signed-in user who may not use the admin (spec 8: not allowed to access page). */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('general:notAllowedToAccessPage')}</h1>
        <p>
          <Link to="/logout">{t('auth:logOut')}</Link>
        </p>
      </div>
    </main>
  );
}
