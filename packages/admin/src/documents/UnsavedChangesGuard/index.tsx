import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/Dialog/index.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { type EditedEntity, useDocumentHeading } from '../useDocumentHeading.ts';

type Props = {
  store: FormStore;
  entity: EditedEntity;
  /** Set while the form itself navigates away on purpose (after a delete, to a duplicate). */
  isLeaving: RefObject<boolean>;
};

/**
 * Warns before unsaved changes are lost: an in-app navigation asks "leave without saving?" (React Router's
 * blocker), closing or reloading the tab gets the browser's own prompt (`beforeunload`).
 */
export function UnsavedChangesGuard({ store, entity, isLeaving }: Props) {
  const { t } = useTranslation();
  const title = useDocumentHeading(store, entity);
  // Another page, or another content locale of this one (a fresh form in that locale).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isLeaving.current &&
      store.isModified() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get('locale') !== new URLSearchParams(nextLocation.search).get('locale')),
  );

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeaving.current || !store.isModified()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [store, isLeaving]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      isOpen={isBlocked}
      onOpenChange={(isOpen) => {
        if (!isOpen && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('edit:leaveTitle')}
      confirmLabel={t('edit:leave')}
      variant="danger"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    >
      <p>{t('edit:leaveText', { title })}</p>
    </ConfirmDialog>
  );
}
