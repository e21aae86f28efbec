import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { columnLabel, type ListField } from '../../../lists/listFields.ts';
import './index.css';

type Props = {
  id: string;
  available: ListField[];
  shown: string[];
  onChange: (shown: string[]) => void;
  onReset: () => void;
};

/** Toggles for the columns the table shows; a column turned on joins at the end. At least one stays. */
export function ColumnPicker({ id, available, shown, onChange, onReset }: Props) {
  const { t, label } = useTranslation();
  const handleToggle = (path: string) => {
    onChange(shown.includes(path) ? shown.filter((p) => p !== path) : [...shown, path]);
  };
  return (
    <section id={id} className="list-panel column-picker" aria-label={t('list:chooseColumns')}>
      <div className="list-panel__header">
        <h2 className="list-panel__title">{t('list:chooseColumns')}</h2>
        <button type="button" className="list-panel__link" onClick={onReset}>
          {t('list:resetColumns')}
        </button>
      </div>
      <ul className="column-picker__list">
        {available.map((column) => {
          const isOn = shown.includes(column.path);
          return (
            <li key={column.path}>
              <button
                type="button"
                className={`column-picker__chip${isOn ? ' column-picker__chip--on' : ''}`}
                aria-pressed={isOn}
                disabled={isOn && shown.length === 1}
                onClick={() => handleToggle(column.path)}
              >
                <span aria-hidden className="column-picker__mark">
                  {isOn ? '✓' : '+'}
                </span>
                {columnLabel(column, t, label)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
