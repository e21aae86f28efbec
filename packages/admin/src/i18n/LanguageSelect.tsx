import { useId, useMemo } from 'react';
import { useTranslation } from './I18nProvider.tsx';
import { useLanguage } from './LanguageProvider.tsx';

/** Each language named in itself, so someone who cannot read the current one still finds theirs. */
function nameOf(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The interface language, chosen from a list of the languages named in themselves (account and sign-in pages). */
export function LanguageSelect({ className = '', description }: { className?: string; description?: string }) {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  const id = useId();
  const options = useMemo(() => languages.map((code) => ({ code, name: nameOf(code) })), [languages]);
  return (
    <div className={`field language-select ${className}`}>
      <label className="field__label" htmlFor={id}>
        {t('general:language')}
      </label>
      <select
        id={id}
        className="input"
        value={language}
        aria-describedby={description ? `${id}-hint` : undefined}
        onChange={(event) => setLanguage(event.target.value)}
      >
        {options.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      {description ? (
        <p className="field__description" id={`${id}-hint`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
