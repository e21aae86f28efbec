import type { CodeField } from '@atrium/core/client';
import { type KeyboardEvent, useState } from 'react';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell } from '../shared/FieldShell.tsx';
import { type Edit, indentSelection } from './indent.ts';
import './index.css';

/**
 * Source code in a monospace textarea. Tab indents and Shift+Tab outdents, as in an editor; so that Tab does
 * not trap keyboard users, Escape hands Tab back to the browser until the field loses focus (the hint under
 * the field says so).
 */
export function CodeInput({ field, path, siblingPath, readOnly }: FieldProps<CodeField>) {
  const { value, setValue, error, markTouched } = useField<string>(field, path, siblingPath);
  const { t } = useTranslation();
  const [isTabReleased, setTabReleased] = useState(false);
  const id = useFieldId(path);
  const hintId = `${id}-hint`;
  const language = field.admin?.language;

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (readOnly || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape' && !isTabReleased) {
      // The first Escape only releases Tab; a second one reaches whatever is around (a drawer closes).
      event.stopPropagation();
      setTabReleased(true);
      return;
    }
    if (event.key !== 'Tab' || isTabReleased) return;
    event.preventDefault();
    const textarea = event.currentTarget;
    applyEdit(
      textarea,
      indentSelection(textarea.value, textarea.selectionStart, textarea.selectionEnd, event.shiftKey),
      setValue,
    );
  };

  return (
    <FieldShell
      field={field}
      inputId={id}
      error={error}
      labelAside={language ? <span className="field__badge">{language}</span> : undefined}
    >
      <textarea
        id={id}
        className="input input--mono code-input"
        rows={(field.admin?.rows as number | undefined) ?? 8}
        value={value ?? ''}
        readOnly={readOnly}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        wrap="off"
        data-language={language}
        aria-invalid={Boolean(error)}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(field, id, error, readOnly ? undefined : hintId)}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          setTabReleased(false);
          markTouched();
        }}
      />
      {readOnly ? null : (
        <p className="field__hint" id={hintId}>
          {isTabReleased ? t('fields:codeTabReleased') : t('fields:codeTabHint')}
        </p>
      )}
    </FieldShell>
  );
}

/**
 * Writes an indentation change through the browser's editing command where it exists, so Ctrl+Z undoes it;
 * otherwise sets the value and puts the selection back.
 */
function applyEdit(textarea: HTMLTextAreaElement, edit: Edit, setValue: (value: string) => void): void {
  const before = textarea.value;
  let start = 0;
  while (start < before.length && start < edit.text.length && before[start] === edit.text[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < edit.text.length - start &&
    before[before.length - 1 - end] === edit.text[edit.text.length - 1 - end]
  )
    end++;
  if (before === edit.text) {
    textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    return;
  }
  textarea.setSelectionRange(start, before.length - end);
  const inserted = edit.text.slice(start, edit.text.length - end);
  const isDone = inserted === '' ? document.execCommand('delete') : document.execCommand('insertText', false, inserted);
  if (!isDone) {
    setValue(edit.text);
    requestAnimationFrame(() => textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd));
    return;
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}
