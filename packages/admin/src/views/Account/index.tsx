import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import { ThemeSwitcher } from '../../components/ThemeSwitcher/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { LanguageSelect } from '../../i18n/LanguageSelect.tsx';
import '../../components/Button/index.css';
import '../../fields/shared/fields.css';
import { APIKey } from './APIKey.tsx';
import { userTitle } from './userTitle.ts';
import './index.css';
import { usePageTitle } from '../../layout/usePageTitle.ts';

/**
 * The signed-in user's own page: who they are (with a link to edit their user document), the interface
 * language and theme, and their API key when the auth collection uses keys.
 */
export default function Account() {
  const config = useConfig();
  const { t } = useTranslation();
  usePageTitle(t('account:title'));
  const { user, userSlug } = useAuth();
  const collection = findCollection(config, userSlug);
  if (!user) return <LoadingPlaceholder />;
  const title = userTitle(user, collection);
  const email = typeof user.email === 'string' ? user.email : undefined;

  return (
    <div className="page account">
      <header className="account__header">
        <span className="account__avatar" aria-hidden>
          {title.slice(0, 1).toUpperCase()}
        </span>
        <div className="account__identity">
          <p className="account__eyebrow">{t('account:title')}</p>
          <h1 className="page__title account__title">{title}</h1>
          {email && email !== title ? <p className="account__email">{email}</p> : null}
        </div>
      </header>

      <section className="account__section" aria-labelledby="account-profile">
        <h2 id="account-profile" className="account__heading">
          {t('account:profile')}
        </h2>
        <p className="account__hint">{t('account:editProfileHint')}</p>
        <div className="account__actions">
          <Link to={`/collections/${userSlug}/${user.id}`} className="btn btn--secondary btn--md">
            {t('account:editProfile')}
          </Link>
          <Link to="/logout" className="btn btn--ghost btn--md">
            {t('auth:logOut')}
          </Link>
        </div>
      </section>

      <section className="account__section" aria-labelledby="account-preferences">
        <h2 id="account-preferences" className="account__heading">
          {t('account:preferences')}
        </h2>
        <LanguageSelect className="account__language" description={t('account:languageHint')} />
        <ThemeSwitcher description={t('account:themeHint')} />
      </section>

      {collection?.auth && collection.auth.useAPIKey ? <APIKey user={user} /> : null}
    </div>
  );
}
