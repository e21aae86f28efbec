import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import './index.css';

type Props = {
  before: ReactNode;
  after: ReactNode;
  /** Tints the two sides as the older value (removed) and the newer one (added). */
  isChanged: boolean;
};

/**
 * A field's two values side by side: the older version at the inline start, the newer at the inline end, so a
 * right-to-left page mirrors them; on a narrow screen one above the other. Each side is named (shown on a narrow
 * screen, read out everywhere), so a screen reader hears which value is which.
 */
export function DiffColumns({ before, after, isChanged }: Props) {
  const { t } = useTranslation();
  const state = isChanged ? ' diff-cols--changed' : '';
  return (
    <div className={`diff-cols${state}`}>
      <div className="diff-cols__side diff-cols__side--before">
        <span className="diff-cols__label">{t('version:before')}</span>
        <div className="diff-cols__value">{before}</div>
      </div>
      <div className="diff-cols__side diff-cols__side--after">
        <span className="diff-cols__label">{t('version:after')}</span>
        <div className="diff-cols__value">{after}</div>
      </div>
    </div>
  );
}

/** A value a version does not have. */
export function EmptyValue() {
  const { t } = useTranslation();
  return (
    <span className="diff-empty" title={t('version:noValue')}>
      {'\u2014'}
    </span>
  );
}

/** Whether a value counts as none in a diff (the list's rule: nothing, an empty text, an empty list). */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
