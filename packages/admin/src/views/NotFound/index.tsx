import { Link } from 'react-router';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/** Any admin path that names nothing. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('general:notFound')}</h1>
      <p>{t('general:pageNotFound')}</p>
      <Link to="/">{t('general:goToDashboard')}</Link>
    </div>
  );
}
