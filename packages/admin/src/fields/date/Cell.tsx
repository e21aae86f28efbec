import type { DateField } from '@atrium/core/client';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { formatDate } from '../../i18n/formatDate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { CellProps } from '../types.ts';

/** A date in the field's display format (else the admin's), as a `<time>`. */
export function DateCell({ field, value }: CellProps<DateField>) {
  const config = useConfig();
  const { language } = useTranslation();
  const pattern = (field.admin?.date?.displayFormat as string | undefined) ?? config.admin.dateFormat;
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>;
  return (
    <time dateTime={date.toISOString()} className="cell__nowrap">
      {formatDate(date, pattern, language)}
    </time>
  );
}
