import { executeAccess } from '../access/executeAccess.ts';
import type { SanitizedCollection } from '../config/types.ts';
import { type FieldError, ValidationError } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { digestToken, hashPassword, randomToken } from './secrets.ts';
import type { SanitizedAuth } from './types.ts';

/** Keys of a write to an auth collection that carry the new password; never fields, never stored. */
export const passwordKeys = ['password', 'confirm-password', 'confirmPassword'];

/** The password checks: present when required, text, within the configured length, matching its confirmation. */
export function passwordErrors(
  req: AtriumRequest,
  auth: SanitizedAuth,
  password: unknown,
  confirmation: unknown,
  required: boolean,
): FieldError[] {
  if (password === undefined || password === null || password === '')
    return required ? [{ path: 'password', message: req.t('validation:required') }] : [];
  if (typeof password !== 'string') return [{ path: 'password', message: req.t('validation:notValidText') }];
  const { min, max } = auth.passwordLength;
  if (password.length < min) return [{ path: 'password', message: req.t('validation:passwordTooShort', { min }) }];
  if (password.length > max) return [{ path: 'password', message: req.t('validation:passwordTooLong', { max }) }];
  if (confirmation !== undefined && confirmation !== password)
    return [{ path: 'confirm-password', message: req.t('validation:passwordsDoNotMatch') }];
  return [];
}

/**
 * Hashing costs tens of milliseconds and memory, so an update that sets a password is checked against update
 * access first: nobody without it can make the server hash.
 */
export async function checkBeforeHashing(
  req: AtriumRequest,
  collection: SanitizedCollection,
  data: unknown,
  id: DocumentID | undefined,
  overrideAccess: boolean | undefined,
): Promise<void> {
  if (!collection.auth || !isPlainObject(data) || data.password === undefined) return;
  await executeAccess({ req, collection, operation: 'update', id, overrideAccess });
}

/** What a write to an auth collection stores besides the fields, and the token to mail for verification. */
export type AuthWrite = { data: unknown; secrets?: Record<string, unknown>; verificationToken?: string };

/**
 * Takes the password out of a create or update of an auth collection: checked, then hashed with argon2id
 * before any transaction opens (hashing takes tens of milliseconds). The data passed on holds no password.
 */
export async function takePassword(
  req: AtriumRequest,
  collection: SanitizedCollection,
  data: unknown,
  operation: 'create' | 'update',
): Promise<AuthWrite> {
  if (!collection.auth || !isPlainObject(data)) return { data };
  const rest: Record<string, unknown> = { ...data };
  for (const key of passwordKeys) delete rest[key];
  const password = data.password;
  const errors = passwordErrors(
    req,
    collection.auth,
    password,
    data['confirm-password'] ?? data.confirmPassword,
    operation === 'create',
  );
  if (errors.length) throw new ValidationError({ collection: collection.slug, errors });
  const secrets: Record<string, unknown> = {};
  if (typeof password === 'string' && password !== '') secrets.hash = await hashPassword(password);
  let verificationToken: string | undefined;
  if (operation === 'create') {
    secrets.loginAttempts = 0;
    if (collection.auth.verify) {
      verificationToken = randomToken();
      secrets._verified = false;
      secrets._verificationToken = digestToken(verificationToken);
    }
  }
  return { data: rest, secrets, verificationToken };
}

/** A unique-violation on email or username says so in the spec's words. */
export function authUniqueMessages(collection: SanitizedCollection, error: unknown): unknown {
  if (!collection.auth || !(error instanceof ValidationError)) return error;
  for (const fieldError of error.errors) {
    if (fieldError.message !== 'validation:unique' && !fieldError.message.startsWith('This value must be unique')) continue;
    if (fieldError.path === 'email') fieldError.message = 'error:userEmailAlreadyRegistered';
    if (fieldError.path === 'username') fieldError.message = 'error:usernameAlreadyRegistered';
  }
  return error;
}
