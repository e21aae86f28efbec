import { isSafeURL, type LinkFields } from '@atrium/richtext/client';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button/index.tsx';
import { ConfirmDialog, Dialog } from '../../../components/Dialog/index.tsx';
import { FormProvider } from '../../../forms/FormProvider.tsx';
import { RenderFields } from '../../../forms/RenderFields.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { type DocumentChoice, DocumentSearch } from '../DocumentSearch/index.tsx';
import { useReadableCollections } from '../documents.ts';
import { useRichText } from '../EditorContext.tsx';
import { useNestedForm } from '../nestedForm.ts';
import './index.css';

type Props = {
  /** The link's fields when editing one. */
  fields: LinkFields | null;
  /** A new link at the caret: ask for the text to show. */
  needsText: boolean;
  isEdit: boolean;
  onSave: (fields: LinkFields, text: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/**
 * The link dialog: a custom URL or an internal link to a document, open in a new tab, and the link fields the
 * editor is configured with. A URL with a scheme other than http, https, mailto, sms or tel is refused (spec 5).
 */
export default function LinkDialog({ fields, needsText, isEdit, onSave, onRemove, onCancel }: Props) {
  const { features, idPrefix } = useRichText();
  const { t } = useTranslation();
  const formId = useId();
  const collections = useReadableCollections(features.link.collections);
  const canLinkInternally = collections.length > 0;
  const [linkType, setLinkType] = useState<'custom' | 'internal'>(
    fields?.linkType === 'internal' && canLinkInternally ? 'internal' : 'custom',
  );
  const [url, setURL] = useState(typeof fields?.url === 'string' ? fields.url : '');
  const [doc, setDoc] = useState<DocumentChoice | null>(toChoice(fields?.doc));
  const [newTab, setNewTab] = useState(fields?.newTab === true);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ text?: string; url?: string; doc?: string }>({});
  const extra = useNestedForm(`${idPrefix}-link`, features.link.fields, fields ?? {}, false);
  // Escape, ✕ or Cancel after changing anything asks first: closing would throw the link away.
  const [isDiscarding, setDiscarding] = useState(false);
  const initialDoc = toChoice(fields?.doc);
  const isChanged = () =>
    linkType !== (fields?.linkType === 'internal' && canLinkInternally ? 'internal' : 'custom') ||
    url !== (typeof fields?.url === 'string' ? fields.url : '') ||
    doc?.relationTo !== initialDoc?.relationTo ||
    doc?.value !== initialDoc?.value ||
    newTab !== (fields?.newTab === true) ||
    text !== '' ||
    extra.context.store.isModified();
  const handleCancel = () => (isChanged() ? setDiscarding(true) : onCancel());

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const trimmed = url.trim();
    if (needsText && text.trim() === '' && linkType === 'internal') next.text = t('richText:textRequired');
    if (linkType === 'custom') {
      if (trimmed === '') next.url = t('richText:urlRequired');
      else if (!isSafeURL(trimmed)) next.url = t('richText:unsafeURL');
    } else if (!doc) next.doc = t('richText:chooseDocument');
    setErrors(next);
    const extraErrors = await extra.validate();
    if (Object.keys(next).length > 0 || extraErrors > 0) return;
    const base = { ...extra.values(), linkType, newTab };
    const result: LinkFields =
      linkType === 'custom'
        ? { ...withoutKeys(base, ['doc']), linkType, newTab, url: trimmed }
        : { ...withoutKeys(base, ['url']), linkType, newTab, doc: doc! };
    onSave(result, text.trim());
  };

  const err = (key: keyof typeof errors, id: string) =>
    errors[key] ? (
      <p className="field__error" id={id} role="alert">
        {errors[key]}
      </p>
    ) : null;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && handleCancel()}
      title={isEdit ? t('richText:editLink') : t('richText:insertLink')}
      isDismissable={false}
      footer={
        <>
          {isEdit ? (
            <Button variant="ghost" className="link-dialog__remove" onClick={onRemove}>
              {t('richText:removeLink')}
            </Button>
          ) : null}
          <Button onClick={handleCancel}>{t('general:cancel')}</Button>
          <Button variant="primary" type="submit" form={formId}>
            {t('general:save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="link-dialog" onSubmit={handleSubmit} noValidate>
        {needsText ? (
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-text`}>
              {t('richText:linkText')}
            </label>
            <input
              id={`${formId}-text`}
              className="input"
              value={text}
              aria-invalid={Boolean(errors.text)}
              aria-describedby={errors.text ? `${formId}-text-error` : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {err('text', `${formId}-text-error`)}
          </div>
        ) : null}
        {canLinkInternally ? (
          <fieldset className="link-dialog__types">
            <legend className="field__label">{t('richText:linkType')}</legend>
            {(['custom', 'internal'] as const).map((type) => (
              <label key={type} className="checkbox">
                <input type="radio" name={`${formId}-type`} checked={linkType === type} onChange={() => setLinkType(type)} />
                <span>{t(type === 'custom' ? 'richText:customURL' : 'richText:internalLink')}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {linkType === 'custom' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-url`}>
              {t('richText:url')}
            </label>
            <input
              id={`${formId}-url`}
              className="input"
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              autoFocus={!needsText}
              value={url}
              placeholder="https://"
              aria-invalid={Boolean(errors.url)}
              aria-describedby={errors.url ? `${formId}-url-error` : undefined}
              onChange={(event) => setURL(event.target.value)}
            />
            {err('url', `${formId}-url-error`)}
          </div>
        ) : (
          <div className="field">
            <DocumentSearch collections={collections} value={doc} onChange={setDoc} label={t('richText:linkTo')} />
            {err('doc', `${formId}-doc-error`)}
          </div>
        )}
        <label className="checkbox link-dialog__tab">
          <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
          <span>{t('richText:newTab')}</span>
        </label>
        {features.link.fields.length > 0 ? (
          <FormProvider value={extra.context}>
            <RenderFields fields={features.link.fields} path={extra.key} />
          </FormProvider>
        ) : null}
      </form>
      <ConfirmDialog
        isOpen={isDiscarding}
        onOpenChange={setDiscarding}
        title={t('fields:discardDrawerTitle')}
        confirmLabel={t('fields:discardDrawerConfirm')}
        variant="danger"
        onConfirm={onCancel}
      >
        {t('fields:discardDrawerText')}
      </ConfirmDialog>
    </Dialog>
  );
}

function toChoice(doc: LinkFields['doc']): DocumentChoice | null {
  if (!doc || typeof doc !== 'object') return null;
  const value = typeof doc.value === 'object' && doc.value !== null ? (doc.value as { id?: unknown }).id : doc.value;
  return typeof value === 'string' || typeof value === 'number' ? { relationTo: doc.relationTo, value } : null;
}

function withoutKeys(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out = { ...values };
  for (const key of keys) delete out[key];
  return out;
}
