import type { ClientAuth } from '../../config/index.ts';

/** What a person signs in with, as the auth collection's `loginWithUsername` says. */
export type IdentifierKind = 'email' | 'username' | 'emailOrUsername';

/** `false` → email; `{ allowEmailLogin: false }` → username; `{ allowEmailLogin: true }` → either. */
export function identifierKind(auth: ClientAuth | false | undefined): IdentifierKind {
  const byUsername = auth ? auth.loginWithUsername : false;
  if (!byUsername) return 'email';
  return byUsername.allowEmailLogin ? 'emailOrUsername' : 'username';
}

/**
 * The request body's identifier: `{ email }` or `{ username }`. When either is allowed, a value with an `@` is
 * an email address (usernames may hold only letters, digits, `.`, `_` and `-`).
 */
export function identifierBody(kind: IdentifierKind, value: string): { email: string } | { username: string } {
  const trimmed = value.trim();
  if (kind === 'email' || (kind === 'emailOrUsername' && trimmed.includes('@'))) return { email: trimmed };
  return { username: trimmed };
}

/** The translation key of the identifier's label. */
export function identifierLabelKey(kind: IdentifierKind): string {
  return kind === 'email' ? 'auth:email' : kind === 'username' ? 'auth:username' : 'auth:emailOrUsername';
}
