import { Button } from '../../components/Button/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { formatDate } from '../../i18n/formatDate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { RestoredChanges } from '../drafts/useKeptChanges.ts';

/** Changes an earlier page left unsaved are back in the form: says so, and offers to drop them or keep them. */
export function RestoredNotice({ restored }: { restored: RestoredChanges }) {
  const { t, language } = useTranslation();
  const config = useConfig();
  const time = formatDate(new Date(restored.keptAt), config.admin.dateFormat, language);
  return (
    <div className="doc__notice doc__notice--restored" role="status">
      <p className="doc__notice-text">{t('edit:restored', { time })}</p>
      <div className="doc__notice-actions">
        <Button variant="secondary" size="sm" onClick={restored.discard}>
          {t('edit:restoredDiscard')}
        </Button>
        <Button variant="ghost" size="sm" onClick={restored.dismiss}>
          {t('edit:restoredKeep')}
        </Button>
      </div>
    </div>
  );
}
