import type { Messages } from './types.ts';

/**
 * The keys only the server uses: its answers' messages (the admin shows them as the server words them, in the
 * request's language), its emails, and its reasons for refusing rich text. Every other key is the admin's
 * (spec 9's client key list): only those reach the browser.
 */
export const serverOnlyKeys: Readonly<Record<string, readonly string[] | '*'>> = {
  error: '*',
  query: '*',
  // Config labels: the server reads them into the form builder's collections in every language at startup.
  formBuilder: '*',
  auth: [
    'loggedInSuccessfully',
    'loggedOutSuccessfully',
    'refreshedSuccessfully',
    'forgotPasswordSent',
    'passwordResetSuccessfully',
    'emailVerified',
    'unlockedSuccessfully',
    'firstUserRegistered',
    'resetPasswordSubject',
    'resetPasswordText',
    'verifySubject',
    'verifyText',
  ],
  general: [
    'createdSuccessfully',
    'updatedSuccessfully',
    'deletedSuccessfully',
    'duplicatedSuccessfully',
    'updatedCountSuccessfully',
    'deletedCountSuccessfully',
    'savedDraftSuccessfully',
    'autosavedSuccessfully',
    'restoredSuccessfully',
  ],
  schedule: [
    'notEnabled',
    'invalidType',
    'invalidDate',
    'invalidLocale',
    'jobNotFound',
    'scheduledSuccessfully',
    'cancelledSuccessfully',
  ],
  lock: ['documentLocked', 'globalLocked', 'notLockable', 'takeOverNotAllowed', 'lockTaken', 'lockReleased'],
  richText: [
    'notANode',
    'nodeNotAllowed',
    'tooManyNodes',
    'tooDeep',
    'missingChildren',
    'textMissing',
    'badFormat',
    'formatNotAllowed',
    'headingNotAllowed',
    'badListType',
    'misplaced',
    'badHeaderState',
    'collectionNotAllowed',
    'badReference',
    'linkFieldsMissing',
    'badLinkType',
  ],
};

/** Keys of a server-only namespace the admin shows itself. */
const adminShows: Readonly<Record<string, readonly string[]>> = { error: ['notAllowedToAccessPage'] };

/** Whether the admin uses `namespace:key` (plural forms follow their key). */
export function isClientKey(namespace: string, key: string): boolean {
  const rule = serverOnlyKeys[namespace];
  if (!rule) return true;
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  if (rule === '*') return adminShows[namespace]?.includes(base) ?? false;
  return !rule.includes(base);
}

/** A language's strings as the browser gets them: the admin's keys only. */
export function clientMessages(messages: Messages): Messages {
  const out: Messages = {};
  for (const [namespace, strings] of Object.entries(messages)) {
    const kept = Object.entries(strings).filter(([key]) => isClientKey(namespace, key));
    if (kept.length > 0) out[namespace] = Object.fromEntries(kept);
  }
  return out;
}
