import { useEffect } from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';

/** Sets the tab's title to `title · Atrium`, so screen-reader users and tab lists know which page this is. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('general:appName')}`;
  }, [title, t]);
}
