import { APIError, type FieldError, NetworkError } from '../api/APIError.ts';
import type { TFunction } from '../i18n/translate.ts';

/** What a failed save means for the form: errors to put on fields, and a message to show. */
export type SaveFailure = { fieldErrors: FieldError[]; message: string };

const messageByStatus: Record<number, string> = {
  401: 'edit:notSavedSignedOut',
  403: 'edit:notSavedForbidden',
  404: 'edit:notSavedMissing',
  409: 'edit:notSavedConflict',
  413: 'edit:notSavedTooLarge',
  423: 'edit:notSavedLocked',
  429: 'edit:notSavedRateLimited',
};

/**
 * The field a server error belongs to. An error inside rich text names a node in the editor's JSON
 * (`content.root.children.9.children.1.fields.doc.value`), where no input is: it goes on the rich-text field
 * itself (`content`), so it shows under the editor and the pill's focus lands there.
 */
export function fieldPathOf(path: string): string {
  const at = path.indexOf('.root.children.');
  return at > 0 ? path.slice(0, at) : path;
}

/**
 * Turns whatever a save threw into field errors and one sentence. Every sentence says the changes are still
 * in the form: a failed save never clears what the user typed.
 */
export function describeSaveError(error: unknown, t: TFunction): SaveFailure {
  if (error instanceof NetworkError) return { fieldErrors: [], message: t('edit:notSavedNetwork') };
  if (!(error instanceof APIError)) return { fieldErrors: [], message: t('edit:notSavedServer') };
  if (error.status === 400) {
    const fieldErrors = error.fieldErrors
      .filter((e) => typeof e?.path === 'string' && typeof e.message === 'string')
      .map((e) => ({ ...e, path: fieldPathOf(e.path) }));
    if (fieldErrors.length > 0) return { fieldErrors, message: t('edit:fixErrors') };
    return { fieldErrors: [], message: t('edit:notSavedInvalid', { message: error.message }) };
  }
  const key = messageByStatus[error.status];
  return { fieldErrors: [], message: t(key ?? 'edit:notSavedServer') };
}
