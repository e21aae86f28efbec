import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { LanguageSelect } from '../../i18n/LanguageSelect.tsx';
import '../../fields/shared/fields.css';
import './auth.css';

type Props = {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to log in…). */
  footer?: ReactNode;
};

/** The signed-out pages' frame: a centred card with the app's name, a heading and the form. */
export function AuthLayout({ title, intro, children, footer }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('general:appName')}`;
  }, [title, t]);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <p className="auth-card__brand">
          <span className="auth-card__mark" aria-hidden>
            {t('general:appName').slice(0, 1)}
          </span>
          {t('general:appName')}
        </p>
        <h1 className="auth-card__title">{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </div>
      {footer ? <div className="auth-page__footer">{footer}</div> : null}
      <LanguageSelect className="auth-page__language" />
    </main>
  );
}

/** A failed request's message beside the form, announced to screen readers as it appears. */
export function FormAlert({
  title,
  message,
  tone = 'error',
}: {
  title?: string;
  message: ReactNode;
  tone?: 'error' | 'success';
}) {
  return (
    <div className={`auth-alert auth-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="auth-alert__title">{title}</p> : null}
      <p className="auth-alert__message">{message}</p>
    </div>
  );
}
