import { type ReactNode, useId } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/index.tsx';
import './index.css';

type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** `drawer` slides in from the inline end and is wider. Defaults to `dialog`. */
  kind?: 'dialog' | 'drawer';
  /** `alertdialog` for confirmations. Defaults to `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click outside closes it. Defaults to `true` for dialogs, `false` for drawers (they hold edits). */
  isDismissable?: boolean;
};

/** A modal dialog or drawer: traps focus, closes on Escape, and gives focus back to what opened it. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  kind = 'dialog',
  role = 'dialog',
  isDismissable,
}: DialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <ModalOverlay
      className={`overlay overlay--${kind}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable ?? kind === 'dialog'}
    >
      <Modal className={`modal modal--${kind}`}>
        {/* A question's text is read with its title, so Cancel and the action are heard in context. */}
        <AriaDialog className="modal__dialog" role={role} aria-describedby={role === 'alertdialog' ? bodyId : undefined}>
          {({ close }) => (
            <>
              <header className="modal__header">
                <Heading slot="title" className="modal__title">
                  {title}
                </Heading>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('general:close')}
                  onClick={close}
                  icon={<span aria-hidden>✕</span>}
                />
              </header>
              <div className="modal__body" id={bodyId}>
                {children}
              </div>
              {footer ? <footer className="modal__footer">{footer}</footer> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

type ConfirmProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Defaults to `primary`; `danger` for deletions. */
  variant?: 'primary' | 'danger';
  isBusy?: boolean;
};

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  variant = 'primary',
  isBusy,
}: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      footer={
        <>
          {/* Focus starts on Cancel: a stray Enter must never delete or discard anything. */}
          <Button onClick={() => onOpenChange(false)} autoFocus>
            {t('general:cancel')}
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
