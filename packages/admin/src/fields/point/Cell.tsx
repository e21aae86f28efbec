import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { CellProps } from '../types.ts';

/** Longitude and latitude in the interface language's number format. */
export function PointCell({ value }: CellProps) {
  const { formatNumber } = useTranslation();
  return (
    <span className="cell__nowrap">
      {Array.isArray(value) ? value.map((n) => formatNumber(Number(n))).join(', ') : String(value)}
    </span>
  );
}
