import type { ConflictErrorData, DocumentResponse, Field, FieldError, GlobalUpdateResponse } from '@atrium/core/client';
import { fileDataKeys } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { APIError } from '../api/APIError.ts';
import { api, request } from '../api/client.ts';
import { invalidateContent } from '../api/invalidateContent.ts';
import { useToast } from '../components/Toast/index.tsx';
import type { FormStore } from '../forms/FormStore.ts';
import { type ValidationContext, validateForm } from '../forms/validate.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import type { PendingUpload } from '../uploads/PendingUpload.ts';
import { sendMultipart } from '../uploads/sendMultipart.ts';
import type { FieldColumns } from './fieldLayout.ts';
import { focusField } from './focusField.ts';
import { describeSaveError } from './saveErrors.ts';
import { sortErrorPaths } from './sortErrorPaths.ts';

type Document = Record<string, unknown>;

type Args = {
  store: FormStore;
  kind: 'collection' | 'global';
  slug: string;
  /** The document's id; `undefined` until a new document is first saved. */
  id: string | number | undefined;
  fields: Field[];
  /** The fields in the order the user meets them: the first invalid one gets focus. */
  columns: FieldColumns;
  validation: ValidationContext;
  /** Checks of values that are not fields (an auth collection's password), run with the fields'. */
  validateExtra?: () => { path: string; message: string }[];
  root: RefObject<HTMLElement | null>;
  /** The form's DOM id prefix (`useFieldIdPrefix`). */
  idPrefix: string;
  /** The content locale saved (the default locale when `undefined`). */
  locale?: string;
  /** The toast after a save, e.g. "Post saved." or "Draft saved." (none after an autosave). */
  savedMessage: (operation: 'create' | 'update', mode: SaveMode) => string;
  onSaved: (doc: Document, operation: 'create' | 'update', mode: SaveMode) => void;
  /** Every successful save, with the values it sent and the version it made (what the browser kept may go). */
  afterSave?: (sent: Document, version: string | undefined) => void;
  /** An upload collection's file waiting to be sent: a save carries it as multipart, with progress. */
  upload?: PendingUpload;
};

/**
 * How a save is sent, for an entity with drafts (Payload's REST): `draft` adds `?draft=true` (a new draft
 * version; the published document stays as it is), `autosave` adds `&autosave=true` (the autosave version is
 * updated in place), and `status` is sent as `_status` (`published` publishes). Without drafts: `{}`.
 */
export type SaveMode = { draft?: boolean; autosave?: boolean; status?: 'draft' | 'published' };

/** What became of one save: the autosave reacts to each (retry, stop, ask). */
export type SaveOutcome =
  | { result: 'saved'; doc: Document }
  /** Not sent: another save was running, or the form is invalid (shown on the fields). */
  | { result: 'skipped' }
  | { result: 'conflict' }
  | { result: 'failed'; error: unknown };

/** Saving a document: what the button and Ctrl+S call, whether a save is running, and where the errors are. */
export type DocumentSaving = {
  save: (mode?: SaveMode) => Promise<SaveOutcome>;
  isSaving: boolean;
  /** The save running now, if any. */
  savingMode: SaveMode | undefined;
  /** Whether a save (an autosave too) is on its way at this moment: read when asked, not at the last render. */
  isRunning: () => boolean;
  /**
   * The stored version the form's edits started from becomes `version` (changes restored from the browser
   * started from the version they were made on, not the one just loaded; a revert starts anew).
   */
  rebase: (version: string | undefined) => void;
  /** The stored version the form's edits started from (its `updatedAt`). */
  baseVersion: () => string | undefined;
  /**
   * Someone else saved the document after this form loaded it, and the save was refused (409): the form
   * asks whether to replace their version (`overwrite`) or keep editing (`keepEditing`).
   */
  hasConflict: boolean;
  overwrite: () => Promise<void>;
  keepEditing: () => void;
  /** Moves focus to the first invalid field (the error pill). */
  focusFirstError: () => Promise<boolean>;
};

/**
 * Validates in the browser first (nothing is sent while a field is invalid), then creates, updates or
 * writes the global. A refused save puts the server's field errors on the fields; any failure keeps every
 * value the user typed and says what happened.
 */
export function useSaveDocument({
  store,
  kind,
  slug,
  id,
  locale,
  fields,
  columns,
  validation,
  validateExtra,
  root,
  idPrefix,
  savedMessage,
  onSaved,
  afterSave,
  upload,
}: Args): DocumentSaving {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [savingMode, setSavingMode] = useState<SaveMode | undefined>();
  const [hasConflict, setConflict] = useState(false);
  // The save in flight: an explicit save waits for a running autosave instead of being dropped.
  const running = useRef<{ mode: SaveMode; done: Promise<SaveOutcome> } | undefined>(undefined);
  // The mode of the save the 409 question is about: "save mine anyway" repeats it.
  const conflictMode = useRef<SaveMode>({});
  // The `updatedAt` of the version the edits started from. An update names it, and the server refuses the
  // update when someone else saved in between, instead of their work being replaced unseen.
  const baseVersion = useRef(versionOf(store.getData()));

  const focusFirstError = useCallback(async () => {
    const paths = store.getErrors().flatMap(([path]) => (store.passesCondition(path) ? [path] : []));
    const [first] = sortErrorPaths(columns, store.getData(), paths);
    if (!first || !root.current) return false;
    return focusField(store, first, root.current, idPrefix);
  }, [store, columns, root, idPrefix]);

  // The stored version a refused save reported: "save mine anyway" writes over that one, and only that one.
  const theirVersion = useRef<string | undefined>(undefined);

  const attempt = useCallback(
    async (replaceTheirs: boolean, mode: SaveMode): Promise<SaveOutcome> => {
      // One message per document at a time: this save's outcome replaces the last one's.
      const topic = `save:${kind}/${slug}/${id ?? ''}`;
      if (!mode.autosave) toast.clear(topic);
      // Inputs holding their value for a moment (rich text) hand it over, so what is sent is what is shown.
      store.flush();
      // A draft may be incomplete (Payload checks drafts only with `drafts.validate`): required fields and
      // the like are checked when publishing.
      if (!mode.draft) {
        const clientErrors = [...(await validateForm(fields, store, validation)), ...(validateExtra?.() ?? [])];
        store.replaceErrors('client', clientErrors);
        store.markSubmitted();
        if (clientErrors.length > 0 || store.hasDraftErrors()) {
          await focusFirstError();
          return { result: 'skipped' };
        }
      }
      const operation = kind === 'collection' && id === undefined ? 'create' : 'update';
      // An upload collection's document is made from its file: none chosen, nothing is sent (the drop zone says so).
      const file = upload?.getState().file;
      if (upload && operation === 'create' && !file && !mode.autosave) {
        upload.setProblem(t('upload:noFile'));
        return { result: 'skipped' };
      }
      const sent = store.getData();
      let doc: Document;
      try {
        const version = replaceTheirs ? theirVersion.current : baseVersion.current;
        doc = await send(kind, slug, id, sent, locale, version, mode, file && upload);
      } catch (error) {
        const stale = staleVersionOf(error);
        if (stale) {
          // A third save while the question was open is refused too, and asked about again.
          theirVersion.current = stale;
          conflictMode.current = mode;
          setConflict(true);
          return { result: 'conflict' };
        }
        // The autosave says itself what became of its saves (and retries those the server did not get).
        if (mode.autosave) return { result: 'failed', error };
        const failure = describeSaveError(error, t);
        store.replaceErrors('server', failure.fieldErrors);
        // A field error the form can show speaks for itself (the pill counts it, focus lands on it).
        const isShown = failure.fieldErrors.length > 0 && (await focusFirstError());
        if (!isShown) toast.show(failureMessage(failure.message, failure.fieldErrors), 'error', topic);
        return { result: 'failed', error };
      }
      // The file is stored: it goes from the form (a refused one stayed, to be sent again as it is).
      if (file && upload?.getState().file === file) upload.clear();
      baseVersion.current = versionOf(doc);
      afterSave?.(sent, baseVersion.current);
      // Typing while the request was on its way must survive it: only an untouched form takes the saved copy.
      // An autosave leaves the values alone (an input being typed in keeps its caret) and takes only what the
      // server set.
      if (store.getData() !== sent) store.replaceErrors('server', []);
      else if (mode.autosave) store.markSaved({ updatedAt: doc.updatedAt, _status: doc._status });
      else store.reset(doc);
      void invalidateContent(queryClient);
      if (!mode.autosave) toast.show(savedMessage(operation, mode), 'success', topic);
      onSaved(doc, operation, mode);
      return { result: 'saved', doc };
    },
    [
      store,
      kind,
      slug,
      id,
      locale,
      fields,
      validation,
      validateExtra,
      focusFirstError,
      t,
      toast,
      savedMessage,
      onSaved,
      afterSave,
      queryClient,
      upload,
    ],
  );

  const run = useCallback(
    async (replaceTheirs: boolean, mode: SaveMode): Promise<SaveOutcome> => {
      // A second click while a save runs does nothing (a double click must not create twice); an explicit
      // save waits for an autosave instead, and an autosave waits for nothing (the next change brings another).
      while (running.current) {
        if (mode.autosave || !running.current.mode.autosave) return { result: 'skipped' };
        await running.current.done;
      }
      const done = attempt(replaceTheirs, mode);
      running.current = { mode, done };
      setSavingMode(mode);
      try {
        return await done;
      } finally {
        running.current = undefined;
        setSavingMode(undefined);
      }
    },
    [attempt],
  );

  const save = useCallback((mode: SaveMode = {}) => run(false, mode), [run]);
  const overwrite = useCallback(async () => {
    setConflict(false);
    await run(true, conflictMode.current);
  }, [run]);
  const keepEditing = useCallback(() => setConflict(false), []);
  const rebase = useCallback((version: string | undefined) => {
    baseVersion.current = version;
  }, []);
  const getBaseVersion = useCallback(() => baseVersion.current, []);
  const isRunning = useCallback(() => running.current !== undefined, []);

  return {
    save,
    isSaving: savingMode !== undefined,
    savingMode,
    isRunning,
    rebase,
    baseVersion: getBaseVersion,
    focusFirstError,
    hasConflict,
    overwrite,
    keepEditing,
  };
}

/** The stored version a 409 `Conflict` reports; `undefined` for any other error (a hook's own 409 included). */
function staleVersionOf(error: unknown): string | undefined {
  if (!(error instanceof APIError) || error.status !== 409) return undefined;
  const [first] = error.errors;
  const version = first?.name === 'Conflict' ? (first.data as Partial<ConflictErrorData> | undefined)?.updatedAt : undefined;
  return typeof version === 'string' ? version : undefined;
}

export function versionOf(doc: Document): string | undefined {
  return typeof doc.updatedAt === 'string' ? doc.updatedAt : undefined;
}

async function send(
  kind: 'collection' | 'global',
  slug: string,
  id: string | number | undefined,
  data: Document,
  locale: string | undefined,
  baseVersion: string | undefined,
  mode: SaveMode,
  upload?: PendingUpload,
): Promise<Document> {
  // depth 0: the answer replaces the form's values, where relationships are ids; `locale`: the localized
  // fields' values are this locale's.
  const query: Record<string, unknown> = locale ? { depth: 0, locale } : { depth: 0 };
  if (mode.draft) query.draft = 'true';
  if (mode.autosave) query.autosave = 'true';
  const body = mode.status ? { ...data, _status: mode.status } : data;
  // Without a version (a new document, a global never saved), any write goes.
  const headers = baseVersion ? { 'X-Atrium-Updated-At': baseVersion } : undefined;
  const file = upload?.getState().file;
  if (upload && file && kind === 'collection') {
    const path = id === undefined ? `/${slug}` : `/${slug}/${encodeURIComponent(String(id))}`;
    upload.setProgress(0);
    try {
      const answer = await sendMultipart<DocumentResponse>({
        method: id === undefined ? 'POST' : 'PATCH',
        path,
        query,
        headers,
        data: withoutFileData(body),
        file,
        onProgress: (progress) => upload.setProgress(progress),
      });
      return answer.doc;
    } finally {
      upload.setProgress(undefined);
    }
  }
  if (kind === 'global') {
    return (await request<GlobalUpdateResponse>('POST', `/globals/${slug}`, { body, query, headers })).doc;
  }
  if (id === undefined) return (await api.post<DocumentResponse>(`/${slug}`, body, query)).doc;
  const path = `/${slug}/${encodeURIComponent(String(id))}`;
  return (await request<DocumentResponse>('PATCH', path, { body, query, headers })).doc;
}

/** The values a new file replaces (its name, type, size, dimensions and sizes come from the file itself). */
function withoutFileData(data: Document): Document {
  const replaced = new Set<string>(fileDataKeys);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !replaced.has(key)));
}

function failureMessage(message: string, fieldErrors: FieldError[]): string {
  const [first] = fieldErrors;
  return first ? `${message} ${first.label ?? first.path}: ${first.message}` : message;
}
