import { APIError, NetworkError } from '../../api/APIError.ts';
import type { TFunction } from '../../i18n/translate.ts';

/**
 * What to tell the user about a failed call: the API's own message (wrong credentials, a locked account,
 * too many requests, an expired token…), the network error, or the generic one.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('general:networkError');
  if (error instanceof APIError) {
    // A validation failure's headline only names paths; its per-field messages say what is wrong.
    const fieldMessages = error.fieldErrors.map((e) => e.message).filter(Boolean);
    if (fieldMessages.length) return fieldMessages.join(' ');
    const messages = error.errors.map((e) => e.message).filter(Boolean);
    if (messages.length) return messages.join(' ');
    return error.status >= 500 ? t('general:unknownError') : t('general:unspecificError');
  }
  return t('general:unknownError');
}
