import { Forbidden, ValidationError } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { AtriumRequest } from '../types.ts';
import { adminLink, sendEmail } from './email.ts';
import { type LoginResult, loginIdentifier, startSession } from './login.ts';
import { passwordErrors } from './password.ts';
import { digestToken, hashPassword, randomToken } from './secrets.ts';
import { findUserBy, getAuthCollection, patchNobody, patchUser } from './users.ts';

/**
 * Mails a password-reset link when the account exists. The caller always gets the same answer, so it cannot
 * learn which addresses have accounts. The token is mailed once and stored only as its SHA-256.
 */
export async function forgotPassword(args: { collection: string; data: unknown; req: AtriumRequest }): Promise<void> {
  const { req } = args;
  const collection = getAuthCollection(req, args.collection);
  const { field, value } = loginIdentifier(req, collection, isPlainObject(args.data) ? args.data : {});
  const row = value.length <= 320 ? await findUserBy(req, collection, field, value) : undefined;
  const token = randomToken();
  const digest = digestToken(token);
  if (!row || typeof row.email !== 'string') {
    // The same storage work as storing a token, so the answer's timing does not tell the addresses apart.
    await patchNobody(req, collection);
    return;
  }
  const expires = new Date(Date.now() + collection.auth.forgotPasswordExpiration);
  await patchUser(req, collection, row.id, (data) => {
    data.resetPasswordToken = digest;
    data.resetPasswordExpiration = expires.toISOString();
  });
  const link = adminLink(req.config, `/reset/${token}`);
  // Not awaited: a slow mail provider must not make known addresses answer later than unknown ones.
  void sendEmail(req, {
    to: row.email,
    subject: req.t('auth:resetPasswordSubject'),
    text: req.t('auth:resetPasswordText', { link, minutes: Math.round(collection.auth.forgotPasswordExpiration / 60_000) }),
  });
}

/**
 * Sets a new password with a mailed token, ends every other session, unlocks the account and signs the user
 * in. An unknown, used or expired token is a 403.
 */
export async function resetPassword(args: { collection: string; data: unknown; req: AtriumRequest }): Promise<LoginResult> {
  const { req } = args;
  const collection = getAuthCollection(req, args.collection);
  const body = isPlainObject(args.data) ? args.data : {};
  if (typeof body.token !== 'string' || body.token === '' || body.token.length > 200)
    throw new Forbidden('error:tokenInvalidOrExpired');
  const errors = passwordErrors(req, collection.auth, body.password, body['confirm-password'] ?? body.confirmPassword, true);
  if (errors.length) throw new ValidationError({ collection: collection.slug, errors });
  const row = await findUserBy(req, collection, 'resetPasswordToken', digestToken(body.token));
  const expires = typeof row?.resetPasswordExpiration === 'string' ? Date.parse(row.resetPasswordExpiration) : 0;
  if (!row || !(expires > Date.now())) throw new Forbidden('error:tokenInvalidOrExpired');
  const hash = await hashPassword(body.password as string);
  return startSession(req, collection, row, (data) => {
    data.hash = hash;
    data.resetPasswordToken = null;
    data.resetPasswordExpiration = null;
    data.sessions = [];
    // Following the mailed link proves the address.
    if (collection.auth.verify) {
      data._verified = true;
      data._verificationToken = null;
    }
  });
}

/** Confirms an email address with the token mailed on sign-up. */
export async function verifyEmail(args: { collection: string; token: string; req: AtriumRequest }): Promise<void> {
  const { req } = args;
  const collection = getAuthCollection(req, args.collection);
  if (!collection.auth.verify || typeof args.token !== 'string' || args.token.length > 200)
    throw new Forbidden('error:verificationTokenInvalid');
  const row = await findUserBy(req, collection, '_verificationToken', digestToken(args.token));
  if (!row) throw new Forbidden('error:verificationTokenInvalid');
  await patchUser(req, collection, row.id, (data) => {
    data._verified = true;
    data._verificationToken = null;
  });
}

/** Mails the verification link of a newly created user. */
export async function sendVerificationEmail(req: AtriumRequest, collectionSlug: string, email: unknown, token: string) {
  if (typeof email !== 'string') return;
  const link = adminLink(req.config, `/${collectionSlug}/verify/${token}`);
  await sendEmail(req, { to: email, subject: req.t('auth:verifySubject'), text: req.t('auth:verifyText', { link }) });
}
