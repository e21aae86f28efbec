import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { APIError } from '../../../api/APIError.ts';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { Button } from '../../../components/Button/index.tsx';
import { ConfirmDialog, Dialog } from '../../../components/Dialog/index.tsx';
import { Icon } from '../../../components/Icon/index.tsx';
import { useToast } from '../../../components/Toast/index.tsx';
import type { ClientCollection } from '../../../config/index.ts';
import { describeSaveError } from '../../../documents/saveErrors.ts';
import { FieldTypesProvider } from '../../../fields/FieldTypesProvider.tsx';
import { fieldId } from '../../../fields/shared/fieldId.ts';
import { FormStore } from '../../../forms/FormStore.ts';
import { type ValidationContext, validateForm } from '../../../forms/validate.ts';
import { formatFileSize } from '../../../i18n/formatFileSize.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { listKey } from '../../../views/List/useListQuery.ts';
import { type BulkEntry, isPreviewable } from '../bulkEntry.ts';
import { bulkUploadFields } from '../bulkUploadFields.ts';
import { FileItem, fileScope } from '../FileItem/index.tsx';
import { postUpload } from '../postUpload.ts';
import { runQueue } from '../runQueue.ts';
import './index.css';

type Props = { collection: ClientCollection; onClose: () => void };

// Two files on the wire at once: the connection stays busy while the server resizes the previous image.
const concurrency = 2;

let nextKey = 0;

/**
 * Bulk upload (Payload's `upload.bulkUpload`): many files at once, each becoming a document of the upload
 * collection through `POST /api/{slug}`. The collection's required fields are asked per file; the files go two
 * at a time with their progress; a refused file keeps its reason and its place, and the others are kept.
 */
export default function BulkUpload({ collection, onClose }: Props) {
  const { slug } = collection;
  const { t, label, language, formatNumber } = useTranslation();
  const { user, permissions } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const fieldPermissions = permissions?.collections[slug]?.fields;
  const fields = useMemo(() => bulkUploadFields(collection, fieldPermissions), [collection, fieldPermissions]);
  const validation = useMemo<ValidationContext>(() => ({ t, user, operation: 'create', language }), [t, user, language]);
  const [entries, setEntries] = useState<BulkEntry[]>([]);
  const [isBusy, setBusy] = useState(false);
  const [isDragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [summary, setSummary] = useState<{ done: number; failed: number }>();
  const [isDiscarding, setDiscarding] = useState(false);
  // The files of the upload under way, for its overall progress.
  const [run, setRun] = useState<{ total: number; bytes: number; keys: Set<string> }>();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const mimeTypes = collection.upload ? collection.upload.mimeTypes : [];
  const accept = mimeTypes.length > 0 ? mimeTypes.join(',') : undefined;
  const plural = label(collection.labels.plural, slug);

  // Object URLs hold the file's bytes until revoked: give them back when the drawer goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      controller.current?.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<BulkEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  const handleAdd = (files: Iterable<File>) => {
    const added: BulkEntry[] = [];
    for (const file of files) {
      const preview = isPreviewable(file) ? URL.createObjectURL(file) : undefined;
      if (preview) previews.current.add(preview);
      added.push({ key: String(nextKey++), file, preview, store: new FormStore({}), status: 'ready', loaded: 0 });
    }
    if (added.length === 0) return;
    setProblem(undefined);
    setSummary(undefined);
    setEntries((list) => [...list, ...added]);
  };

  const handleRemove = (key: string) => {
    setEntries((list) => {
      const gone = list.find((e) => e.key === key);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return list.filter((e) => e.key !== key);
    });
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!isBusy) handleAdd(event.dataTransfer.files);
  };

  const pending = entries.filter((e) => e.status === 'ready' || e.status === 'failed');

  const handleUpload = async () => {
    if (pending.length === 0) return;
    // Every file's fields are checked first: nothing is sent while one of them still needs an answer.
    let firstInvalid: string | undefined;
    for (const entry of pending) {
      const errors = await validateForm(fields, entry.store, validation);
      entry.store.markSubmitted();
      entry.store.replaceErrors('client', errors);
      if (errors.length > 0 && firstInvalid === undefined) firstInvalid = `${fileScope(entry.key)}${fieldId(errors[0].path)}`;
    }
    if (firstInvalid) {
      setProblem(t('media:fixFields'));
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    setProblem(undefined);
    setSummary(undefined);
    setBusy(true);
    setRun({
      total: pending.length,
      bytes: pending.reduce((sum, e) => sum + e.file.size, 0),
      keys: new Set(pending.map((e) => e.key)),
    });
    const run = new AbortController();
    controller.current = run;
    const outcome = { done: 0, failed: 0 };
    await runQueue(
      pending,
      async (entry) => {
        update(entry.key, { status: 'uploading', loaded: 0, reason: undefined });
        try {
          const doc = await postUpload({
            slug,
            file: entry.file,
            data: entry.store.getData(),
            signal: run.signal,
            onProgress: (loaded) => update(entry.key, { loaded }),
          });
          outcome.done++;
          update(entry.key, { status: 'done', loaded: entry.file.size, doc });
        } catch (error) {
          if ((error as Error)?.name === 'AbortError') {
            update(entry.key, { status: 'ready', loaded: 0 });
            return;
          }
          outcome.failed++;
          const { fieldErrors } = describeSaveError(error, t);
          entry.store.replaceErrors(
            'server',
            fieldErrors.map((e) => ({ path: e.path, message: e.message })),
          );
          update(entry.key, { status: 'failed', reason: reasonOf(error) });
        }
      },
      { concurrency, signal: run.signal },
    );
    setBusy(false);
    controller.current = undefined;
    if (outcome.done > 0) await queryClient.invalidateQueries({ queryKey: listKey(slug) });
    if (outcome.failed === 0 && outcome.done > 0 && !run.signal.aborted) {
      toast.show(t('media:allUploaded', { count: outcome.done, n: formatNumber(outcome.done) }));
      onClose();
      return;
    }
    setSummary(outcome);
    listRef.current?.querySelector<HTMLElement>('.bulk-file--failed')?.scrollIntoView({ block: 'nearest' });
  };

  /** The server's own words for a refusal (a type not allowed, a file too large), with field errors on their fields. */
  function reasonOf(error: unknown): string {
    const { fieldErrors, message } = describeSaveError(error, t);
    if (fieldErrors.length > 0) return fieldErrors.map((e) => e.message).join(' ');
    if (
      error instanceof APIError &&
      error.status !== 401 &&
      error.status !== 403 &&
      error.message &&
      !error.message.startsWith('HTTP ')
    )
      return error.message;
    return message;
  }

  const handleClose = () => {
    if (isBusy) {
      controller.current?.abort();
      return;
    }
    if (entries.some((e) => e.status !== 'done')) setDiscarding(true);
    else onClose();
  };

  const inRun = run ? entries.filter((e) => run.keys.has(e.key)) : [];
  const sentBytes = inRun.reduce((sum, e) => sum + (e.status === 'done' || e.status === 'failed' ? e.file.size : e.loaded), 0);
  const settled = inRun.filter((e) => e.status === 'done' || e.status === 'failed').length;
  const count = pending.length;

  return (
    <Dialog
      isOpen
      kind="drawer"
      onOpenChange={(open) => (open ? undefined : handleClose())}
      title={t('media:bulkUploadTitle', { label: plural })}
      footer={
        <>
          <Button onClick={handleClose}>
            {isBusy ? t('media:stop') : entries.length > 0 && count === 0 ? t('general:close') : t('general:cancel')}
          </Button>
          <Button variant="primary" icon={<Icon name="upload" />} onClick={handleUpload} disabled={isBusy || count === 0}>
            {isBusy
              ? t('media:uploadingShort')
              : count > 0
                ? t('media:uploadCount', { count, n: formatNumber(count) })
                : t('media:bulkUpload')}
          </Button>
        </>
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the Choose files and Add files buttons are the way for keyboards and screen readers */}
      <div
        className={`bulk-upload${isDragging ? ' bulk-upload--dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!isBusy) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={handleDrop}
      >
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="bulk-upload-input"
          onChange={(event) => {
            if (event.target.files) handleAdd(event.target.files);
            event.target.value = '';
          }}
        />
        {entries.length === 0 ? (
          <div className="bulk-upload__drop">
            <Icon name="upload" size={28} />
            <p className="bulk-upload__drop-text">{t('media:dropFiles')}</p>
            <Button variant="primary" onClick={() => inputRef.current?.click()}>
              {t('media:chooseFiles')}
            </Button>
            <p className="bulk-upload__hint">{t('media:eachBecomes', { label: plural })}</p>
          </div>
        ) : (
          <>
            <div className="bulk-upload__bar">
              <p className="bulk-upload__count">
                {t('media:filesCount', { count: entries.length, n: formatNumber(entries.length) })}
                <span className="bulk-upload__total" dir="ltr">
                  {formatFileSize(
                    entries.reduce((sum, e) => sum + e.file.size, 0),
                    language,
                    t,
                  )}
                </span>
              </p>
              <Button size="sm" icon={<Icon name="plus" />} onClick={() => inputRef.current?.click()} disabled={isBusy}>
                {t('media:addFiles')}
              </Button>
            </div>
            {isBusy ? (
              <div className="bulk-upload__progress">
                <span id={`${fileScope('all')}progress`}>
                  {t('media:uploadingProgress', { done: formatNumber(settled), total: formatNumber(run?.total ?? 0) })}
                </span>
                <progress
                  max={Math.max(1, run?.bytes ?? 0)}
                  value={Math.min(sentBytes, run?.bytes ?? 0)}
                  aria-labelledby={`${fileScope('all')}progress`}
                />
              </div>
            ) : null}
            <div role="status" className="bulk-upload__status">
              {summary ? (
                <p className={summary.failed > 0 ? 'bulk-upload__summary bulk-upload__summary--failed' : 'bulk-upload__summary'}>
                  {t('media:summary', { done: formatNumber(summary.done), failed: formatNumber(summary.failed) })}
                </p>
              ) : null}
              {problem ? <p className="bulk-upload__summary bulk-upload__summary--failed">{problem}</p> : null}
            </div>
            <FieldTypesProvider>
              <ul className="bulk-upload__files" ref={listRef}>
                {entries.map((entry) => (
                  <FileItem
                    key={entry.key}
                    entry={entry}
                    slug={slug}
                    fields={fields}
                    permissions={fieldPermissions}
                    validation={validation}
                    isBusy={isBusy}
                    onRemove={() => handleRemove(entry.key)}
                  />
                ))}
              </ul>
            </FieldTypesProvider>
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={isDiscarding}
        onOpenChange={setDiscarding}
        title={t('media:discardTitle')}
        confirmLabel={t('fields:discardDrawerConfirm')}
        variant="danger"
        onConfirm={onClose}
      >
        {t('media:discardText')}
      </ConfirmDialog>
    </Dialog>
  );
}
