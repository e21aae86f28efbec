import type { Field } from '@atrium/core/client';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/Button/index.tsx';
import { ConfirmDialog, Dialog } from '../../../components/Dialog/index.tsx';
import { FormProvider } from '../../../forms/FormProvider.tsx';
import { RenderFields } from '../../../forms/RenderFields.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { ErrorPill } from '../../../views/Edit/ErrorPill/index.tsx';
import { useNestedForm } from '../nestedForm.ts';

type Props = {
  title: ReactNode;
  /** Unique in the document (a node id): keys the drawer's form, so its input ids never collide with the page's. */
  formKey: string;
  fields: Field[];
  values: Record<string, unknown>;
  readOnly: boolean;
  onSave: (values: Record<string, unknown>) => void;
  onClose: () => void;
};

/**
 * A drawer editing the fields stored in a node (a block's fields, an upload's extra fields) with the same inputs
 * as the document's own. Applying checks them first; the error pill counts what is wrong (spec 5). The values
 * go back into the node, and are saved with the document.
 */
export function NodeFieldsDrawer({ title, formKey, fields, values, readOnly, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useNestedForm(formKey, fields, values, readOnly);
  // Escape, ✕ or Cancel with changes not applied asks first: closing would throw them away.
  const [isConfirming, setConfirming] = useState(false);
  const handleClose = () => {
    if (!readOnly && form.context.store.isModified()) setConfirming(true);
    else onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return onClose();
    if ((await form.validate()) > 0) {
      document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSave(form.values());
  };

  return (
    <>
      <Dialog
        isOpen
        kind="drawer"
        onOpenChange={(isOpen) => !isOpen && handleClose()}
        title={title}
        footer={
          <>
            <ErrorPill
              store={form.context.store}
              onActivate={() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()}
            />
            <Button onClick={handleClose}>{readOnly ? t('general:close') : t('general:cancel')}</Button>
            {readOnly ? null : (
              <Button variant="primary" type="submit" form={formId}>
                {t('richText:apply')}
              </Button>
            )}
          </>
        }
      >
        <form id={formId} onSubmit={handleSubmit} noValidate>
          <FormProvider value={form.context}>
            <RenderFields fields={fields} path={form.key} readOnly={readOnly} />
          </FormProvider>
        </form>
      </Dialog>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('fields:discardDrawerTitle')}
        confirmLabel={t('fields:discardDrawerConfirm')}
        variant="danger"
        onConfirm={onClose}
      >
        {t('fields:discardDrawerText')}
      </ConfirmDialog>
    </>
  );
}
