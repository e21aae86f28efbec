import { useTranslation } from '../../i18n/I18nProvider.tsx';
import './index.css';

/** Draft or published, as a pill (a value that is neither shows nothing). */
export function StatusPill({ status }: { status: unknown }) {
  const { t } = useTranslation();
  if (status !== 'draft' && status !== 'published') return null;
  return <span className={`status-pill status-pill--${status}`}>{t(`version:${status}`)}</span>;
}
