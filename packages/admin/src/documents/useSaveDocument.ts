import type { ConflictErrorData, DocumentResponse, Field, FieldError, GlobalUpdateResponse } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { APIError } from '../api/APIError.ts';
import { api, request } from '../api/client.ts';
import { invalidateContent } from '../api/invalidateContent.ts';
import { useToast } from '../components/Toast/index.tsx';
import type { FormStore } from '../forms/FormStore.ts';
import { type ValidationContext, validateForm } from '../forms/validate.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
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
  /** The toast after a save, e.g. "Post saved." */
  savedMessage: (operation: 'create' | 'update') => string;
  onSaved: (doc: Document, operation: 'create' | 'update') => void;
};

/** Saving a document: what the button and Ctrl+S call, whether a save is running, and where the errors are. */
export type DocumentSaving = {
  save: () => Promise<void>;
  isSaving: boolean;
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
}: Args): DocumentSaving {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const [hasConflict, setConflict] = useState(false);
  const isRunning = useRef(false);
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

  const run = useCallback(
    async (replaceTheirs: boolean) => {
      if (isRunning.current) return;
      isRunning.current = true;
      setSaving(true);
      // One message per document at a time: this save's outcome replaces the last one's.
      const topic = `save:${kind}/${slug}/${id ?? ''}`;
      toast.clear(topic);
      try {
        // Inputs holding their value for a moment (rich text) hand it over, so what is sent is what is shown.
        store.flush();
        const clientErrors = [...(await validateForm(fields, store, validation)), ...(validateExtra?.() ?? [])];
        store.replaceErrors('client', clientErrors);
        store.markSubmitted();
        if (clientErrors.length > 0 || store.hasDraftErrors()) {
          await focusFirstError();
          return;
        }
        const operation = kind === 'collection' && id === undefined ? 'create' : 'update';
        const sent = store.getData();
        let doc: Document;
        try {
          doc = await send(kind, slug, id, sent, locale, replaceTheirs ? theirVersion.current : baseVersion.current);
        } catch (error) {
          const stale = staleVersionOf(error);
          if (stale) {
            // A third save while the question was open is refused too, and asked about again.
            theirVersion.current = stale;
            setConflict(true);
            return;
          }
          const failure = describeSaveError(error, t);
          store.replaceErrors('server', failure.fieldErrors);
          // A field error the form can show speaks for itself (the pill counts it, focus lands on it).
          const isShown = failure.fieldErrors.length > 0 && (await focusFirstError());
          if (!isShown) toast.show(failureMessage(failure.message, failure.fieldErrors), 'error', topic);
          return;
        }
        baseVersion.current = versionOf(doc);
        // Typing while the request was on its way must survive it: only an untouched form takes the saved copy.
        if (store.getData() === sent) store.reset(doc);
        else store.replaceErrors('server', []);
        void invalidateContent(queryClient);
        toast.show(savedMessage(operation), 'success', topic);
        onSaved(doc, operation);
      } finally {
        isRunning.current = false;
        setSaving(false);
      }
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
      queryClient,
    ],
  );

  const save = useCallback(() => run(false), [run]);
  const overwrite = useCallback(() => {
    setConflict(false);
    return run(true);
  }, [run]);
  const keepEditing = useCallback(() => setConflict(false), []);

  return { save, isSaving, focusFirstError, hasConflict, overwrite, keepEditing };
}

/** The stored version a 409 `Conflict` reports; `undefined` for any other error (a hook's own 409 included). */
function staleVersionOf(error: unknown): string | undefined {
  if (!(error instanceof APIError) || error.status !== 409) return undefined;
  const [first] = error.errors;
  const version = first?.name === 'Conflict' ? (first.data as Partial<ConflictErrorData> | undefined)?.updatedAt : undefined;
  return typeof version === 'string' ? version : undefined;
}

function versionOf(doc: Document): string | undefined {
  return typeof doc.updatedAt === 'string' ? doc.updatedAt : undefined;
}

async function send(
  kind: 'collection' | 'global',
  slug: string,
  id: string | number | undefined,
  data: Document,
  locale: string | undefined,
  baseVersion: string | undefined,
): Promise<Document> {
  // depth 0: the answer replaces the form's values, where relationships are ids; `locale`: the localized
  // fields' values are this locale's.
  const query = locale ? { depth: 0, locale } : { depth: 0 };
  // Without a version (a new document, a global never saved), any write goes.
  const headers = baseVersion ? { 'X-Atrium-Updated-At': baseVersion } : undefined;
  if (kind === 'global') {
    return (await request<GlobalUpdateResponse>('POST', `/globals/${slug}`, { body: data, query, headers })).doc;
  }
  if (id === undefined) return (await api.post<DocumentResponse>(`/${slug}`, data, query)).doc;
  const path = `/${slug}/${encodeURIComponent(String(id))}`;
  return (await request<DocumentResponse>('PATCH', path, { body: data, query, headers })).doc;
}

function failureMessage(message: string, fieldErrors: FieldError[]): string {
  const [first] = fieldErrors;
  return first ? `${message} ${first.label ?? first.path}: ${first.message}` : message;
}
