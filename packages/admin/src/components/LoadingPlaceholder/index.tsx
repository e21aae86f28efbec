import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import './index.css';

type Props = {
  /** How many shimmering lines. Defaults to 3. */
  lines?: number;
  /** Milliseconds before anything renders, so fast loads never flash a placeholder. Defaults to 500 (spec 2, 9). */
  delay?: number;
  /** Milliseconds between the lines' shimmer phases. Defaults to 25 (spec 9). */
  shimmerSpacing?: number;
  /** CSS height of the box; lines fill it. */
  height?: string;
  /** What is loading, for screen readers ("Loading document…"). Defaults to "Loading…". */
  label?: string;
  /** Whether the label also shows above the lines (once they show). */
  showLabel?: boolean;
};

/** The generic loading placeholder of spec 2: waits `delay`, then shimmers `lines` bars offset by `shimmerSpacing`. */
export function LoadingPlaceholder({ lines = 3, delay = 500, shimmerSpacing = 25, height, label, showLabel = false }: Props) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = window.setTimeout(() => setVisible(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return (
    <div className="loading-placeholder" style={height ? { minHeight: height } : undefined} role="status" aria-live="polite">
      <span className={showLabel && isVisible ? 'loading-placeholder__label' : 'visually-hidden'}>
        {label ?? t('general:loading')}
      </span>
      {isVisible
        ? Array.from({ length: lines }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: static decorative lines
              key={i}
              className="loading-placeholder__line"
              aria-hidden
              style={{ animationDelay: `${i * shimmerSpacing}ms`, '--line-width': `${100 - ((i * 17) % 40)}%` } as CSSProperties}
            />
          ))
        : null}
    </div>
  );
}

/** A fixed-size grey block that holds a layout's place while data loads (no delay: it replaces content 1:1). */
export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <span className="skeleton" aria-hidden style={{ width, height }} />;
}
