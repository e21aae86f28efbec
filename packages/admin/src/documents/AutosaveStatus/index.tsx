import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { AutosaveState } from '../drafts/useAutosave.ts';
import { useFormSnapshot } from '../useFormSnapshot.ts';

/**
 * Beside the controls of a form that autosaves: "Saving automatically…", when it last saved, that the server
 * is away and the changes are kept in this browser meanwhile, or why a save was refused.
 */
export function AutosaveStatus({ store, state }: { store: FormStore; state: AutosaveState }) {
  const { t, language } = useTranslation();
  const isModified = useFormSnapshot(store, (s) => s.isModified());
  let text: string | undefined;
  let tone: 'muted' | 'modified' | 'problem' = 'muted';
  if (state.phase === 'saving') text = t('version:autosaving');
  else if (state.phase === 'retrying') {
    text = t('edit:autosaveRetrying');
    tone = 'problem';
  } else if (state.phase === 'failed') {
    text = t('edit:autosaveFailed', { message: state.message });
    tone = 'problem';
  } else if (isModified) {
    text = t('edit:unsavedChanges');
    tone = 'modified';
  } else if (state.phase === 'saved') {
    text = t('edit:autosavedAt', { time: state.at.toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' }) });
  }
  return (
    <span className={`doc__status doc__status--${tone}`} aria-live="polite" data-autosave={state.phase} title={text}>
      {text ? (
        <>
          {tone === 'muted' ? null : <span className="doc__dot" aria-hidden />}
          <span className="doc__status-text">{text}</span>
        </>
      ) : null}
    </span>
  );
}
