import type { Messages } from '@atrium/translations';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Label } from '../config/index.ts';
import { createAdminTranslate, type TFunction } from './translate.ts';

const rtlLanguages = new Set(['ar', 'fa', 'fa-IR', 'he']);

/** Whether a language is written right to left (the layout mirrors). */
export function isRightToLeft(language: string): boolean {
  return rtlLanguages.has(language);
}

export type I18n = {
  language: string;
  dir: 'ltr' | 'rtl';
  t: TFunction;
  /** A config label in the current language (or the first one given), `fallback` when there is none. */
  label: (label: Label | false | undefined, fallback?: string) => string;
  /** Dates and numbers in the current language. */
  formatDate: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
  formatNumber: (value: number) => string;
};

const I18nContext = createContext<I18n | null>(null);

type Props = { language: string; messages: Messages; children: ReactNode };

/** Resolves labels and strings for one language, with dates and numbers formatted for it. */
export function I18nProvider({ language, messages, children }: Props) {
  const i18n = useMemo<I18n>(() => {
    const t = createAdminTranslate(messages, undefined, { isolate: isRightToLeft(language) });
    const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const numberFormat = new Intl.NumberFormat(language);
    return {
      language,
      dir: isRightToLeft(language) ? 'rtl' : 'ltr',
      t,
      label(label, fallback = '') {
        if (label === undefined || label === false) return fallback;
        if (typeof label === 'string') return label;
        return label[language] ?? label[language.split('-')[0]] ?? label.en ?? Object.values(label)[0] ?? fallback;
      },
      formatDate(value, options) {
        const date = value instanceof Date ? value : new Date(value);
        if (Number.isNaN(date.getTime())) return String(value);
        return options ? new Intl.DateTimeFormat(language, options).format(date) : dateFormat.format(date);
      },
      formatNumber: (value) => numberFormat.format(value),
    };
  }, [language, messages]);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The current language's translator and formatters. */
export function useTranslation(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation must be used inside I18nProvider');
  return i18n;
}
