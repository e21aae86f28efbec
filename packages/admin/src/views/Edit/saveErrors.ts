import { APIError, type FieldError, NetworkError } from '../../api/APIError.ts';
import type { TFunction } from '../../i18n/translate.ts';

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
 * Turns whatever a save threw into field errors and one sentence. Every sentence says the changes are still
 * in the form: a failed save never clears what the user typed.
 */
export function describeSaveError(error: unknown, t: TFunction): SaveFailure {
  if (error instanceof NetworkError) return { fieldErrors: [], message: t('edit:notSavedNetwork') };
  if (!(error instanceof APIError)) return { fieldErrors: [], message: t('edit:notSavedServer') };
  if (error.status === 400) {
    const fieldErrors = error.fieldErrors.filter((e) => typeof e?.path === 'string' && typeof e.message === 'string');
    if (fieldErrors.length > 0) return { fieldErrors, message: t('edit:fixErrors') };
    return { fieldErrors: [], message: t('edit:notSavedInvalid', { message: error.message }) };
  }
  const key = messageByStatus[error.status];
  return { fieldErrors: [], message: t(key ?? 'edit:notSavedServer') };
}
