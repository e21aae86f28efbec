import { formatFileSize } from '../../i18n/formatFileSize.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { listOf } from '../shared/cells/index.tsx';
import type { CellProps } from '../types.ts';

/** Numbers in the interface language's format; an upload's size in the largest fitting unit. */
export function NumberCell({ value, isFileSize }: CellProps) {
  const { t, language, formatNumber } = useTranslation();
  if (isFileSize && typeof value === 'number') {
    return <span className="cell__number cell__nowrap">{formatFileSize(value, language, t)}</span>;
  }
  return (
    <span className="cell__number">
      {listOf(value)
        .map((n) => (typeof n === 'number' ? formatNumber(n) : String(n)))
        .join(', ')}
    </span>
  );
}
