import type { DataField } from '@atrium/core/client';
import { useMemo, useState } from 'react';
import type { FieldPermissions } from '../../../auth/AuthProvider.tsx';
import { AppLink } from '../../../components/AppLink/index.tsx';
import { Button } from '../../../components/Button/index.tsx';
import { Icon } from '../../../components/Icon/index.tsx';
import { FieldIdScope } from '../../../fields/shared/FieldIdScope.tsx';
import { type FormContextValue, FormProvider } from '../../../forms/FormProvider.tsx';
import { RenderFields } from '../../../forms/RenderFields.tsx';
import type { ValidationContext } from '../../../forms/validate.ts';
import { formatFileSize } from '../../../i18n/formatFileSize.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import type { BulkEntry } from '../bulkEntry.ts';
import './index.css';

type Props = {
  entry: BulkEntry;
  slug: string;
  fields: DataField[];
  permissions?: FieldPermissions;
  validation: ValidationContext;
  /** Uploads are running: nothing can be changed or removed. */
  isBusy: boolean;
  onRemove: () => void;
};

/** The DOM id prefix of one file's fields, so that twenty `alt` inputs each have a label of their own. */
export const fileScope = (key: string) => `bulk-${key}-`;

/**
 * One file of a bulk upload: its preview, name and size, the fields asked for it, and where it stands (a
 * progress bar while it is sent, a link once it is a document, the reason when it was refused).
 */
export function FileItem({ entry, slug, fields, permissions, validation, isBusy, onRemove }: Props) {
  const { t, language } = useTranslation();
  const { file, status } = entry;
  const isLocked = isBusy || status === 'uploading' || status === 'done';
  const form = useMemo<FormContextValue>(
    () => ({ store: entry.store, validation, readOnly: isLocked, permissions, entity: { kind: 'collection', slug } }),
    [entry.store, validation, isLocked, permissions, slug],
  );
  const nameId = `${fileScope(entry.key)}name`;
  // A file that claims an image type but is not one (the server will say so) shows the file icon instead.
  const [isBroken, setBroken] = useState(false);
  const percent = file.size > 0 ? Math.min(1, entry.loaded / file.size) : status === 'done' ? 1 : 0;
  return (
    <li className={`bulk-file bulk-file--${status}`} aria-labelledby={nameId}>
      <span className="bulk-file__preview" aria-hidden>
        {entry.preview && !isBroken ? (
          <img src={entry.preview} alt="" onError={() => setBroken(true)} />
        ) : (
          <Icon name="file" size={22} />
        )}
      </span>
      <div className="bulk-file__main">
        <div className="bulk-file__head">
          <span id={nameId} className="bulk-file__name" dir="auto">
            {file.name}
          </span>
          <span className="bulk-file__size" dir="ltr">
            {formatFileSize(file.size, language, t)}
          </span>
        </div>
        {/* Once a document, the file's fields are its own: the link opens them. */}
        {fields.length > 0 && status !== 'done' ? (
          <FieldIdScope prefix={fileScope(entry.key)}>
            <FormProvider value={form}>
              <div className="bulk-file__fields">
                <RenderFields fields={fields} permissions={permissions} />
              </div>
            </FormProvider>
          </FieldIdScope>
        ) : null}
        {status === 'uploading' ? (
          <div className="bulk-file__status">
            <progress
              className="bulk-file__progress"
              max={1}
              value={percent}
              aria-label={t('media:fileProgress', { name: file.name })}
            />
            <span className="bulk-file__percent">{new Intl.NumberFormat(language, { style: 'percent' }).format(percent)}</span>
          </div>
        ) : status === 'done' ? (
          <p className="bulk-file__status bulk-file__status--done">
            <Icon name="check" size={14} />
            {entry.doc?.id !== undefined ? (
              <AppLink to={`/collections/${slug}/${encodeURIComponent(String(entry.doc.id))}`}>{t('media:uploaded')}</AppLink>
            ) : (
              t('media:uploaded')
            )}
          </p>
        ) : status === 'failed' ? (
          <p className="bulk-file__status bulk-file__status--failed">
            <Icon name="alert" size={14} />
            <span>{t('media:failed', { reason: entry.reason ?? t('general:unknownError') })}</span>
          </p>
        ) : null}
      </div>
      {status === 'done' ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="bulk-file__remove"
          icon={<Icon name="close" />}
          aria-label={t('media:removeFile', { name: file.name })}
          title={t('general:remove')}
          disabled={isLocked}
          onClick={onRemove}
        />
      )}
    </li>
  );
}
