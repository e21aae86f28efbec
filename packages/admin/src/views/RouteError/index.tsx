import { useRouteError } from 'react-router';
import { Button } from '../../components/Button/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/**
 * What a route shows when it throws, most often because its code could not be downloaded (offline, or a
 * new deployment replaced the old files): a plain explanation and a reload, never a stack trace.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError() as Error | undefined;
  const isChunkError =
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <div className="page" role="alert">
      <h1 className="page__title">{t('general:pageLoadFailed')}</h1>
      <p>{isChunkError ? t('general:pageLoadFailedOffline') : t('general:unknownError')}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('general:reload')}
      </Button>
    </div>
  );
}
