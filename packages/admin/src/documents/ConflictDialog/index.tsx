import { ConfirmDialog } from '../../components/Dialog/index.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { type EditedEntity, useDocumentHeading } from '../useDocumentHeading.ts';

type Props = {
  store: FormStore;
  entity: EditedEntity;
  isBusy: boolean;
  /** Saves this form's values over the other person's version. */
  onOverwrite: () => void;
  /** Closes the question; the form keeps every value. */
  onKeepEditing: () => void;
};

/**
 * The save was refused because someone else saved the document after this form loaded it (409). Nothing is
 * lost either way: replacing their version is a deliberate choice, and cancelling keeps the form as it is.
 */
export function ConflictDialog({ store, entity, isBusy, onOverwrite, onKeepEditing }: Props) {
  const { t } = useTranslation();
  const title = useDocumentHeading(store, entity);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onKeepEditing();
      }}
      title={t('edit:conflictTitle')}
      confirmLabel={t('edit:conflictOverwrite')}
      variant="danger"
      onConfirm={onOverwrite}
      isBusy={isBusy}
    >
      <p>{t('edit:conflictText', { title })}</p>
    </ConfirmDialog>
  );
}
