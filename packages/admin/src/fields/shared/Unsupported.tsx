import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/** Stands in for a field type without an input yet: shows the stored value, read-only. */
export function Unsupported({ field }: FieldProps) {
  const { label } = useTranslation();
  const name = 'name' in field ? String(field.name) : field.type;
  return (
    <div className="field">
      <span className="field__label">{label((field as { label?: any }).label, name)}</span>
      <span className="field__description">{field.type}</span>
    </div>
  );
}
