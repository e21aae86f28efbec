import type { Field } from '@atrium/core/client';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NetworkError } from '../../../api/APIError.ts';
import { Button } from '../../../components/Button/index.tsx';
import { ConfirmDialog, Dialog } from '../../../components/Dialog/index.tsx';
import { useToast } from '../../../components/Toast/index.tsx';
import { ErrorPill } from '../../../documents/ErrorPill/index.tsx';
import { FormProvider } from '../../../forms/FormProvider.tsx';
import { RenderFields } from '../../../forms/RenderFields.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { useNestedForm } from '../nestedForm.ts';
import type { NodeFieldErrors } from './useNodeServerCheck.ts';

type Props = {
  title: ReactNode;
  /** Unique in the document (a node id): keys the drawer's form, so its input ids never collide with the page's. */
  formKey: string;
  fields: Field[];
  values: Record<string, unknown>;
  readOnly: boolean;
  onSave: (values: Record<string, unknown>) => void;
  onClose: () => void;
  /** Asks the server about the values before they are applied (`useNodeServerCheck`). */
  serverCheck?: (values: Record<string, unknown>) => Promise<NodeFieldErrors | undefined>;
  /** Called with the values at each edit, before they are applied (a block's card previews them). */
  onValuesChange?: (values: Record<string, unknown>) => void;
};

/**
 * A drawer editing the fields stored in a node (a block's fields, an upload's extra fields) with the same inputs
 * as the document's own. Applying checks them in the browser, then on the server (its custom validators); the
 * error pill counts what is wrong (spec 5). The values go back into the node, and are saved with the document.
 */
export function NodeFieldsDrawer({
  title,
  formKey,
  fields,
  values,
  readOnly,
  onSave,
  onClose,
  serverCheck,
  onValuesChange,
}: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const form = useNestedForm(formKey, fields, values, readOnly);
  // Escape, ✕ or Cancel with changes not applied asks first: closing would throw them away.
  const [isConfirming, setConfirming] = useState(false);
  const [isChecking, setChecking] = useState(false);
  useFocusFirstField(formId, readOnly);
  const valuesChanged = useRef(onValuesChange);
  valuesChanged.current = onValuesChange;
  useEffect(() => form.context.store.subscribe(form.key, () => valuesChanged.current?.(form.values())), [form]);
  const focusFirstError = () => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  const handleClose = () => {
    if (!readOnly && form.context.store.isModified()) setConfirming(true);
    else onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return onClose();
    // A second press while the server is asked is ignored (the button stays enabled: disabling it would drop focus).
    if (isChecking) return;
    if ((await form.validate()) > 0) return focusFirstError();
    const next = form.values();
    if (serverCheck) {
      setChecking(true);
      let errors: NodeFieldErrors | undefined;
      try {
        errors = await serverCheck(next);
      } catch (error) {
        // Unreachable server: the values go into the text all the same, and the document's save checks them.
        console.warn('Atrium admin: the server could not check these fields', error);
        if (error instanceof NetworkError) toast.show(t('richText:notCheckedOffline'), 'info');
      } finally {
        setChecking(false);
      }
      if (errors?.length) {
        const { store } = form.context;
        store.replaceErrors(
          'server',
          errors.map((error) => ({ path: `${form.key}.${error.path}`, message: error.message })),
        );
        // The inputs show their errors once the next render has marked them invalid.
        requestAnimationFrame(focusFirstError);
        return;
      }
    }
    onSave(next);
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
            <ErrorPill store={form.context.store} onActivate={focusFirstError} />
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

const focusable =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], button:not([disabled])';

/**
 * Puts focus on the form's first field once its input is there (inputs download on first use, so it may come
 * after the drawer), unless the user has already moved into the form. The dialog itself holds focus until then.
 */
function useFocusFirstField(formId: string, readOnly: boolean) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form || readOnly) return;
    const tryFocus = (): boolean => {
      if (form.contains(document.activeElement)) return true;
      const first = [...form.querySelectorAll<HTMLElement>(focusable)].find((el) => el.getClientRects().length > 0);
      first?.focus();
      return first !== undefined && document.activeElement === first;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    // Suspense shows content it had hidden by its style, so attribute changes count too.
    observer.observe(form, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return () => observer.disconnect();
  }, [formId, readOnly]);
}
