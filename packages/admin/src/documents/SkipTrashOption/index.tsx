import { useTranslation } from '../../i18n/I18nProvider.tsx';
import './index.css';

type Props = { isChecked: boolean; onChange: (isChecked: boolean) => void };

/**
 * The delete question's choice to skip the trash, for those who may delete for good (as Payload's admin offers
 * it): left unchecked, deleting moves the documents to the trash.
 */
export function SkipTrashOption({ isChecked, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <label className="skip-trash">
      <input type="checkbox" checked={isChecked} onChange={(event) => onChange(event.target.checked)} />
      {t('trash:skipTrash')}
    </label>
  );
}
