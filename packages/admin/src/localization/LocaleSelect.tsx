import { useId } from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { useContentLocale } from './contentLocale.ts';
import './LocaleSelect.css';

/**
 * Which locale of the content is shown and edited (when the config has `localization`): "Edit in" on a form,
 * "Locale" (`localization:locale`) over a list.
 */
export function LocaleSelect({ labelKey = 'localization:chooseLocale' }: { labelKey?: string }) {
  const { t, label } = useTranslation();
  const content = useContentLocale();
  const id = useId();
  if (!content) return null;
  return (
    <div className="locale-select">
      <label className="locale-select__label" htmlFor={id}>
        {t(labelKey)}
      </label>
      <select
        id={id}
        className="input locale-select__input"
        value={content.locale}
        onChange={(e) => content.setLocale(e.target.value)}
      >
        {content.locales.map((locale) => (
          <option key={locale.code} value={locale.code}>
            {label(locale.label, locale.code)}
          </option>
        ))}
      </select>
    </div>
  );
}
