import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { userTitle } from '../Account/userTitle.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import '../../components/Button/index.css';

/** Shown to a signed-in user who may not use the admin (spec 8: not allowed to access page), with a way out. */
export function NotAllowed() {
  const { t } = useTranslation();
  const config = useConfig();
  const { user, userSlug } = useAuth();
  const name = user ? userTitle(user, findCollection(config, userSlug)) : '';
  return (
    <AuthLayout title={t('error:notAllowedToAccessPage')} intro={t('auth:notAllowedText')}>
      {name ? <p className="auth-card__signed-in">{t('auth:signedInAs', { name })}</p> : null}
      <div className="auth-form">
        <Link to="/logout" className="btn btn--primary btn--md auth-form__submit">
          {t('auth:logOut')}
        </Link>
      </div>
    </AuthLayout>
  );
}
