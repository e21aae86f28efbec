import type { JSONField } from '@atrium/core/client';
import { useEffect, useState } from 'react';
import { useForm } from '../../forms/FormProvider.tsx';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';

/** Pretty JSON for the textarea (`''` for no value). */
function stringify(value: unknown): string {
  return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
}

/**
 * Any JSON value as text. Text that does not parse is kept as typed and reported under the field (and as
 * the field's error in the form), but never written into the form: the form keeps the last valid value until
 * the text parses again.
 */
export function JSONInput({ field, path, siblingPath, readOnly }: FieldProps<JSONField>) {
  const { value, setValue, error, markTouched } = useField<unknown>(field, path, siblingPath);
  const { store } = useForm();
  const { t } = useTranslation();
  const id = useFieldId(path);
  // What the user typed, tied to the value it was typed over: when the value is replaced from outside
  // (a save's answer, a reset) the draft no longer applies and the new value shows.
  const [draft, setDraft] = useState<{ text: string; over: unknown; parseError?: string }>();
  const current = draft && Object.is(draft.over, value) ? draft : undefined;
  const parseError = current?.parseError;

  // Text that does not parse is not a value: it blocks saving until it does (or is replaced), and the
  // unsaved-changes guard counts it.
  useEffect(() => {
    if (!parseError) return;
    store.setDraftError(path, t('fields:invalidJSON', { reason: parseError }));
    return () => store.setDraftError(path, undefined);
  }, [parseError, store, path, t]);

  const handleChange = (text: string) => {
    if (text.trim() === '') {
      setDraft({ text, over: null });
      setValue(null);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      setDraft({ text, over: parsed });
      setValue(parsed as any);
    } catch (e) {
      setDraft({ text, over: value, parseError: (e as Error).message });
    }
  };

  return (
    <FieldShell
      field={field}
      inputId={id}
      error={error ?? (parseError ? t('fields:invalidJSON', { reason: parseError }) : undefined)}
    >
      <textarea
        id={id}
        className="input input--mono"
        rows={(field.admin?.rows as number | undefined) ?? 6}
        value={current?.text ?? stringify(value)}
        readOnly={readOnly}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-invalid={Boolean(error || parseError)}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(field, id, error ?? parseError)}
        onChange={(e) => handleChange(e.target.value)}
        onBlur={markTouched}
      />
    </FieldShell>
  );
}
