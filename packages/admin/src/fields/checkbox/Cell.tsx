import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { CellProps } from '../types.ts';

/** Yes or no. */
export function CheckboxCell({ value }: CellProps) {
  const { t } = useTranslation();
  return <span>{value ? t('general:yes') : t('general:no')}</span>;
}
