import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import type { ThemeChoice } from '../../theme/themeCookie.ts';
import './index.css';

const options: { value: ThemeChoice; labelKey: string; icon: ReactNode }[] = [
  {
    value: 'light',
    labelKey: 'general:themeLight',
    icon: (
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden focusable="false">
        <circle cx="10" cy="10" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M10 1.5v2.2M10 16.3v2.2M1.5 10h2.2M16.3 10h2.2M4 4l1.6 1.6M14.4 14.4 16 16M4 16l1.6-1.6M14.4 5.6 16 4"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    ),
  },
  {
    value: 'dark',
    labelKey: 'general:themeDark',
    icon: (
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden focusable="false">
        <path
          d="M16.5 12.3A7 7 0 0 1 7.7 3.5a7 7 0 1 0 8.8 8.8Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    ),
  },
  {
    value: 'auto',
    labelKey: 'general:themeAuto',
    icon: (
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden focusable="false">
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 3a7 7 0 0 1 0 14Z" fill="currentColor" />
      </svg>
    ),
  },
];

/**
 * Light, dark or automatic (spec 2, Theme switcher): a radio group, so arrow keys move between the three
 * and screen readers announce the choice. Light and dark are remembered in the theme cookie for 365 days;
 * automatic deletes it and follows the system (spec 4, Theme; `useTheme` does the storing).
 */
export function ThemeSwitcher({ description }: { description?: string }) {
  const { t } = useTranslation();
  const { choice, setChoice } = useTheme();
  return (
    <RadioGroup
      className="theme-switcher"
      value={choice}
      onChange={(value) => setChoice(value as ThemeChoice)}
      orientation="horizontal"
    >
      <Label className="theme-switcher__label">{t('general:theme')}</Label>
      <div className="theme-switcher__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="theme-switcher__option">
            {option.icon}
            <span>{t(option.labelKey)}</span>
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className="theme-switcher__description">
          {description}
        </Text>
      ) : null}
    </RadioGroup>
  );
}
