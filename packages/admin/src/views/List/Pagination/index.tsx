import { type ReactNode, useId } from 'react';
import { AppLink } from '../../../components/AppLink/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import './index.css';

type Props = {
  page: number;
  totalPages: number;
  totalDocs: number;
  limit: number;
  limits: number[];
  /** The address of a page of this list (the query string with `page` changed). */
  hrefFor: (page: number) => string;
  onLimitChange: (limit: number) => void;
};

/** The pages a navigation shows: the first, the last, and the current one with its neighbours; `0` is a gap. */
export function pageWindow(page: number, totalPages: number): number[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && p - last === 2) out.push(last + 1);
    else if (last !== undefined && p - last > 2) out.push(0);
    out.push(p);
  }
  return out;
}

/** "11–20 of 24", the page size (spec 9: 5, 10, 25, 50, 100) and page links that work without script state. */
export function Pagination({ page, totalPages, totalDocs, limit, limits, hrefFor, onLimitChange }: Props) {
  const { t, formatNumber } = useTranslation();
  const limitId = useId();
  const from = totalDocs === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, totalDocs);
  const options = limits.includes(limit) ? limits : [...limits, limit].sort((a, b) => a - b);
  return (
    <div className="pagination">
      <p className="pagination__range" aria-live="polite">
        {t('list:rangeOf', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(totalDocs) })}
      </p>
      <div className="pagination__limit">
        <label htmlFor={limitId}>{t('list:perPage')}</label>
        <select id={limitId} value={limit} onChange={(event) => onLimitChange(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option} value={option}>
              {formatNumber(option)}
            </option>
          ))}
        </select>
      </div>
      {totalPages > 1 ? (
        <nav className="pagination__pages" aria-label={t('list:pagination')}>
          <PageLink isDisabled={page <= 1} href={hrefFor(page - 1)} label={t('list:previousPage')}>
            <span aria-hidden className="pagination__chevron">
              ‹
            </span>
          </PageLink>
          {pageWindow(page, totalPages).map((p, i) =>
            p === 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
              <span key={`gap${i}`} className="pagination__gap" aria-hidden>
                …
              </span>
            ) : (
              <AppLink
                key={p}
                to={hrefFor(p)}
                className={`pagination__page${p === page ? ' pagination__page--current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('list:goToPage', { page: formatNumber(p) })}
              >
                {formatNumber(p)}
              </AppLink>
            ),
          )}
          <PageLink isDisabled={page >= totalPages} href={hrefFor(page + 1)} label={t('list:nextPage')}>
            <span aria-hidden className="pagination__chevron">
              ›
            </span>
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

function PageLink({
  isDisabled,
  href,
  label,
  children,
}: {
  isDisabled: boolean;
  href: string;
  label: string;
  children: ReactNode;
}) {
  // Nothing to go to: shown for the layout's sake, left out of the keyboard order and the accessibility tree.
  if (isDisabled) {
    return (
      <span className="pagination__page pagination__page--disabled" aria-hidden>
        {children}
      </span>
    );
  }
  return (
    <AppLink to={href} className="pagination__page" aria-label={label}>
      {children}
    </AppLink>
  );
}
