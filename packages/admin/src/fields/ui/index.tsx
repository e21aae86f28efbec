import type { UIField } from '@atrium/core/client';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

/**
 * A `ui` field stores nothing and its custom component is server-side code the browser never receives:
 * it shows its description when it has one, otherwise nothing.
 */
export function UIInput({ field }: FieldProps<UIField>) {
  const { label } = useTranslation();
  const description = field.admin?.description;
  if (!description || typeof description === 'function') return null;
  return (
    <div className="field ui-field">
      <p className="field__description">{label(description)}</p>
    </div>
  );
}
