export type {
  AuthOptions,
  AuthStrategy,
  AuthStrategyResult,
  EmailAdapter,
  EmailMessage,
  SanitizedAuth,
} from '../config/authOptions.ts';

/** A session kept on the user: the `sid` of a token, so logout and a password reset can revoke it. */
export type Session = { id: string; createdAt: string; expiresAt: string };
