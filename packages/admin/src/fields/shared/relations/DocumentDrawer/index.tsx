import { useId, useRef, useState } from 'react';
import { ConfirmDialog, Dialog } from '../../../../components/Dialog/index.tsx';
import { useConfig } from '../../../../config/ConfigProvider.tsx';
import { findCollection } from '../../../../config/index.ts';
import { DocumentForm } from '../../../../documents/DocumentForm/index.tsx';
import { useTranslation } from '../../../../i18n/I18nProvider.tsx';
import { FieldIdScope, useFieldIdPrefix } from '../../FieldIdScope.tsx';

type Props = {
  slug: string;
  /** The document to edit; without it, a new one is created. */
  id?: string | number;
  /** Values a new document starts with besides its defaults (a reference back to the document that opened it). */
  initialData?: Record<string, unknown>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the saved document (depth 0) after each save. A create also closes the drawer. */
  onSaved: (doc: Record<string, unknown>, operation: 'create' | 'update') => void;
};

/** A drawer holding the edit form of a related document: creating one to pick it, or editing a picked one. */
export function DocumentDrawer({ slug, id, initialData, isOpen, onOpenChange, onSaved }: Props) {
  const config = useConfig();
  const { t, label } = useTranslation();
  const singular = label(findCollection(config, slug)?.labels.singular, slug);
  // The drawer's form has fields named like the page's (both may have a `title`): its ids get a prefix.
  const prefix = `${useFieldIdPrefix()}${useId().replace(/[^\w-]/g, '')}-`;
  // Escape, ✕ or Cancel on a drawer with unsaved changes asks first: closing would throw them away.
  const isModified = useRef(false);
  const [isConfirming, setConfirming] = useState(false);
  const handleOpenChange = (open: boolean) => {
    if (!open && isModified.current) setConfirming(true);
    else onOpenChange(open);
  };
  const handleDiscard = () => {
    setConfirming(false);
    isModified.current = false;
    onOpenChange(false);
  };
  return (
    <>
      <Dialog
        kind="drawer"
        isOpen={isOpen}
        onOpenChange={handleOpenChange}
        title={id === undefined ? t('general:createNewLabel', { label: singular }) : t('fields:editLabel', { label: singular })}
      >
        {isOpen ? (
          <FieldIdScope prefix={prefix}>
            <DocumentForm
              kind="collection"
              slug={slug}
              id={id}
              initialData={initialData}
              layout="drawer"
              onModifiedChange={(modified) => {
                isModified.current = modified;
              }}
              onSaved={(doc, operation) => {
                onSaved(doc, operation);
                if (operation === 'create') onOpenChange(false);
              }}
            />
          </FieldIdScope>
        ) : null}
      </Dialog>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('fields:discardDrawerTitle')}
        confirmLabel={t('fields:discardDrawerConfirm')}
        variant="danger"
        onConfirm={handleDiscard}
      >
        {t('fields:discardDrawerText')}
      </ConfirmDialog>
    </>
  );
}
