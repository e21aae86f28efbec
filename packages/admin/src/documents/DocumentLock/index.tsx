import { useEffect, useState } from 'react';
import { APIError } from '../../api/APIError.ts';
import { Button } from '../../components/Button/index.tsx';
import { ConfirmDialog, Dialog } from '../../components/Dialog/index.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { LockState } from '../useDocumentLock.ts';
import './index.css';

type Props = {
  state: LockState;
  /** Whether this user may take over (`unlock` access). */
  canTakeOver: boolean;
  onTakeOver: () => Promise<void>;
};

/**
 * What the edit view says about the document's lock: a banner while someone else is editing (with "Take over
 * editing", confirmed first), and a message when someone took over from this user. The form itself turns
 * read-only in both cases and keeps every value, so nothing typed is lost from sight.
 */
export function DocumentLock({ state, canTakeOver, onTakeOver }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [isLostOpen, setLostOpen] = useState(false);
  const isLost = state.status === 'lost';
  useEffect(() => {
    if (isLost) setLostOpen(true);
  }, [isLost]);
  if (state.status !== 'lockedByOther' && state.status !== 'lost') return null;
  const user = state.holder;

  const handleTakeOver = async () => {
    setBusy(true);
    try {
      await onTakeOver();
      setConfirming(false);
      toast.show(t('lock:tookOver'), 'success', 'document-lock');
    } catch (error) {
      toast.show(error instanceof APIError ? error.message : String(error), 'error', 'document-lock');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="doc-lock" role="status">
        <Icon name="lock" size={18} />
        <p className="doc-lock__text">{t(isLost ? 'lock:lostBanner' : 'lock:lockedBanner', { user })}</p>
        {canTakeOver ? (
          <Button size="sm" onClick={() => setConfirming(true)}>
            {t('lock:takeOver')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('lock:takeOverTitle')}
        confirmLabel={t('lock:takeOverConfirm')}
        onConfirm={() => void handleTakeOver()}
        isBusy={isBusy}
      >
        <p>{t('lock:takeOverBody', { user })}</p>
      </ConfirmDialog>
      <Dialog
        isOpen={isLost && isLostOpen}
        onOpenChange={setLostOpen}
        title={t('lock:lostTitle', { user })}
        role="alertdialog"
        footer={
          <Button variant="primary" onClick={() => setLostOpen(false)} autoFocus>
            {t('lock:keepViewing')}
          </Button>
        }
      >
        <p>{t('lock:lostBody')}</p>
      </Dialog>
    </>
  );
}
