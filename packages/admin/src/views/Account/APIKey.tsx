import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { type User, useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { ConfirmDialog } from '../../components/Dialog/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { errorMessage } from '../auth/errorMessage.ts';
import { generateAPIKey } from './generateAPIKey.ts';

/** Spec 9: the clipboard copy timeout. "Copied" goes back to "Copy key" this long after the pointer or focus leaves. */
export const copiedResetDelay = 50;

/** Stands for the key while it is hidden; always the same length, so it tells nothing about the key. */
const mask = '•'.repeat(32);

/**
 * The owner's API key (auth `useAPIKey`): shown masked, revealed and copied on request, regenerated after a
 * confirmation, switched on and off. `me` gives the owner the key in clear; changes are a PATCH of their own
 * user document (`enableAPIKey`, `apiKey`), which the server encrypts, so the old key stops working at once.
 */
export function APIKey({ user }: { user: User }) {
  const { t } = useTranslation();
  const { userSlug, refresh } = useAuth();
  const toast = useToast();
  const isEnabled = user.enableAPIKey === true;
  const key = typeof user.apiKey === 'string' ? user.apiKey : '';
  const [isRevealed, setRevealed] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  // The box shows the new state while it is being saved; a refusal puts it back.
  const [pendingEnabled, setPendingEnabled] = useState<boolean>();
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const save = async (data: Record<string, unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await api.patch(`/${userSlug}/${user.id}`, data, { depth: 0 });
      await refresh();
      toast.show(success);
      return true;
    } catch (error) {
      toast.show(t('account:saveFailed', { message: errorMessage(error, t) }), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const handleToggle = (enable: boolean) => {
    // Switching on without a key would enable nothing: give it one.
    const data = enable ? { enableAPIKey: true, ...(key ? {} : { apiKey: generateAPIKey() }) } : { enableAPIKey: false };
    setPendingEnabled(enable);
    void save(data, t(enable ? 'account:apiKeyEnabled' : 'account:apiKeyDisabled')).finally(() => setPendingEnabled(undefined));
  };

  const handleRegenerate = async () => {
    if (await save({ apiKey: generateAPIKey() }, t('account:regenerated'))) {
      setConfirmOpen(false);
      setRevealed(true);
    }
  };

  const handleCopy = async () => {
    window.clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(key);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const handleLeave = () => {
    if (copyState === 'idle') return;
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setCopyState('idle'), copiedResetDelay);
  };

  return (
    <section className="account__section" aria-labelledby="account-api-key">
      <h2 id="account-api-key" className="account__heading">
        {t('account:apiKey')}
      </h2>
      <p className="account__hint">{t('account:apiKeyIntro')}</p>
      <label className="account__checkbox" htmlFor="account-enable-api-key">
        <input
          id="account-enable-api-key"
          type="checkbox"
          checked={pendingEnabled ?? isEnabled}
          disabled={isBusy}
          onChange={(event) => handleToggle(event.target.checked)}
        />
        <span>{t('account:enableAPIKey')}</span>
      </label>
      {isEnabled && key ? (
        <div className="api-key">
          <div id="account-api-key-value" className="api-key__value">
            {isRevealed ? (
              <code>{key}</code>
            ) : (
              <>
                <span aria-hidden>{mask}</span>
                <span className="visually-hidden">{t('account:keyHidden')}</span>
              </>
            )}
          </div>
          <div className="api-key__actions">
            <Button size="sm" aria-controls="account-api-key-value" onClick={() => setRevealed((revealed) => !revealed)}>
              {isRevealed ? t('account:hideKey') : t('account:showKey')}
            </Button>
            <Button size="sm" onClick={() => void handleCopy()} onMouseLeave={handleLeave} onBlur={handleLeave}>
              {copyState === 'copied' ? t('general:copied') : t('account:copyKey')}
            </Button>
            <Button size="sm" disabled={isBusy} onClick={() => setConfirmOpen(true)}>
              {t('account:regenerate')}
            </Button>
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {copyState === 'copied' ? t('general:copied') : ''}
          </p>
          {copyState === 'failed' ? (
            <p className="account__error" role="alert">
              {t('account:copyFailed')}
            </p>
          ) : null}
          <div className="api-key__usage">
            <p className="account__hint">{t('account:apiKeyUsage')}</p>
            <code>{`Authorization: ${userSlug} API-Key ${isRevealed ? key : '…'}`}</code>
          </div>
        </div>
      ) : (
        <p className="account__hint">{isEnabled ? t('account:noKey') : t('account:apiKeyDisabledHint')}</p>
      )}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('account:regenerateTitle')}
        confirmLabel={t('account:regenerateConfirm')}
        variant="danger"
        isBusy={isBusy}
        onConfirm={() => void handleRegenerate()}
      >
        <p>{t('account:regenerateText')}</p>
      </ConfirmDialog>
    </section>
  );
}
