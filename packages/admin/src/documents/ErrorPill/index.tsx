import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFormSnapshot, visibleErrorCount } from '../useFormSnapshot.ts';
import './index.css';

/**
 * The error pill of spec 5: after a save attempt, how many fields are invalid; it shrinks as they are fixed,
 * and activating it moves focus to the first one.
 */
export function ErrorPill({ store, onActivate }: { store: FormStore; onActivate: () => void }) {
  const { t } = useTranslation();
  const count = useFormSnapshot(store, visibleErrorCount);
  return (
    <>
      {/* One polite announcement of how many fields are invalid (the fields' own errors are not alerts). */}
      <span className="visually-hidden" role="status">
        {count > 0 ? t('edit:errorCount', { count }) : ''}
      </span>
      {count > 0 ? (
        <button type="button" className="error-pill" onClick={onActivate} aria-label={t('edit:errorPillLabel', { count })}>
          {t('edit:errorCount', { count })}
        </button>
      ) : null}
    </>
  );
}
