import type { ClientAuth } from '../config/index.ts';
import type { TFunction } from '../i18n/translate.ts';

/** The paths the password travels under: the server takes both keys out of the data and never stores them. */
export const passwordPath = 'password';
export const confirmPasswordPath = 'confirm-password';

/**
 * The server's password checks, in the browser (core's `passwordErrors`, same wording): required on create,
 * within `auth.passwordLength`, and the confirmation matching.
 */
export function passwordErrors(
  auth: Pick<ClientAuth, 'passwordLength'>,
  password: unknown,
  confirmation: unknown,
  isRequired: boolean,
  t: TFunction,
): { path: string; message: string }[] {
  if (password === undefined || password === null || password === '') {
    return isRequired ? [{ path: passwordPath, message: t('validation:required') }] : [];
  }
  if (typeof password !== 'string') return [{ path: passwordPath, message: t('validation:notValidText') }];
  const { min, max } = auth.passwordLength;
  if (password.length < min) return [{ path: passwordPath, message: t('validation:passwordTooShort', { min }) }];
  if (password.length > max) return [{ path: passwordPath, message: t('validation:passwordTooLong', { max }) }];
  if (confirmation !== password) return [{ path: confirmPasswordPath, message: t('validation:passwordsDoNotMatch') }];
  return [];
}
