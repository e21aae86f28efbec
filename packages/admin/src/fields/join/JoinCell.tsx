import type { JoinValue } from '@atrium/core/client';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { CellProps } from '../types.ts';

/** How many documents a join lists in a list cell, with "+" when more follow. */
export function JoinCell({ value }: CellProps) {
  const { t, formatNumber } = useTranslation();
  const join = value as Partial<JoinValue>;
  const count = join.totalDocs ?? (Array.isArray(join.docs) ? join.docs.length : 0);
  const n = `${formatNumber(count)}${join.totalDocs === undefined && join.hasNextPage ? '+' : ''}`;
  return <span>{t('list:itemsCount', { count, n })}</span>;
}

/** A join's summary on a collapsed row or block card: how many documents it lists. */
export function joinSummary(_field: unknown, value: unknown): number | null {
  const docs = (value as Partial<JoinValue> | null)?.docs;
  return Array.isArray(docs) && docs.length > 0 ? docs.length : null;
}
