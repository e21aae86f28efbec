import { useEffect, useReducer } from 'react';
import { Button } from '../../components/Button/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { formatDate } from '../../i18n/formatDate.ts';
import { formatRelative } from '../../i18n/formatRelative.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { usePathValue } from '../useFormSnapshot.ts';
import './index.css';

/** The sidebar's facts about the document: its ID (with a copy button) and when it was created and last changed. */
export function DocumentMeta({ store }: { store: FormStore }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = usePathValue(store, 'id');
  const createdAt = usePathValue(store, 'createdAt');
  const updatedAt = usePathValue(store, 'updatedAt');
  if (id === undefined && !createdAt && !updatedAt) return null;
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(String(id));
      toast.show(t('edit:idCopied'), 'info');
    } catch {
      // Without clipboard access the ID is still on screen to select.
    }
  };
  return (
    <dl className="doc-meta">
      {id !== undefined ? (
        <div className="doc-meta__item">
          <dt>{t('general:id')}</dt>
          <dd className="doc-meta__id">
            <code>{String(id)}</code>
            <Button variant="ghost" size="sm" onClick={handleCopy} aria-label={t('edit:copyID')} title={t('edit:copyID')}>
              {t('general:copy')}
            </Button>
          </dd>
        </div>
      ) : null}
      <MetaDate label={t('general:updatedAt')} value={updatedAt} />
      <MetaDate label={t('general:createdAt')} value={createdAt} />
    </dl>
  );
}

function MetaDate({ label, value }: { label: string; value: unknown }) {
  const config = useConfig();
  const { language } = useTranslation();
  // "3 minutes ago" becomes "4 minutes ago" while the page stays open.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <div className="doc-meta__item">
      <dt>{label}</dt>
      <dd>
        <time dateTime={value}>{formatDate(date, config.admin.dateFormat, language)}</time>
        {/* And how long ago, in the language's words ("3 minutes ago", "vor 3 Minuten"). */}
        <span className="doc-meta__relative">{formatRelative(date, language)}</span>
      </dd>
    </div>
  );
}
