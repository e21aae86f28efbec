import type { AtriumRequest } from '../types.ts';

// The options of auth collections and outgoing mail: part of the config's vocabulary, so the base modules can
// type them without importing the auth feature (which re-exports them from `auth/types.ts`).

/** A message an auth flow sends (password reset, email verification). */
export type EmailMessage = {
  /** One address or several, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender; the adapter's default sender when absent. */
  from?: string;
  cc?: string;
  bcc?: string;
  replyTo?: string;
};

/**
 * Where outgoing mail goes. The default writes each message to the log; a project plugs in its SMTP or API
 * provider here, and tests plug in one that keeps the messages.
 */
export type EmailAdapter = { send(message: EmailMessage): Promise<void> | void };

/** What a custom strategy answers: the user it recognised (with `collection` set), or `null` to pass. */
export type AuthStrategyResult = { user: (Record<string, unknown> & { id: string | number; collection: string }) | null };

/** A way to recognise a caller besides JWT and API keys (an SSO header, a signed request…). */
export type AuthStrategy = {
  name: string;
  authenticate(args: {
    headers: Record<string, string | string[] | undefined>;
    req: AtriumRequest;
  }): AuthStrategyResult | Promise<AuthStrategyResult>;
};

export type AuthOptions = {
  /** Lifetime of a login token, in seconds. Defaults to `7200`. */
  tokenExpiration?: number;
  /** How long refreshing may keep one sign-in going, in seconds. Defaults to 30 days. */
  maxSessionAge?: number;
  /** Failed logins in a row that lock the account; `0` never locks. Defaults to `5`. */
  maxLoginAttempts?: number;
  /** How long a locked account stays locked, in milliseconds. Defaults to `600000` (10 minutes). */
  lockTime?: number;
  /** New users must confirm their email before they can sign in. Defaults to `false`. */
  verify?: boolean;
  /** Options of the `<cookiePrefix>-token` cookie. */
  cookies?: { sameSite?: 'Lax' | 'Strict' | 'None'; secure?: boolean; domain?: string };
  /** Population depth of the user returned by `me` and `login`. Defaults to `0`. */
  depth?: number;
  /** Adds `enableAPIKey` and `apiKey`: the user can call the API with `Authorization: <slug> API-Key <key>`. Defaults to `false`. */
  useAPIKey?: boolean;
  /** Sign in with a username; `allowEmailLogin` also accepts the email, `requireEmail` keeps email required. */
  loginWithUsername?: boolean | { allowEmailLogin?: boolean; requireEmail?: boolean };
  /** Lifetime of a password-reset token, in milliseconds. Defaults to `3600000` (one hour). */
  forgotPasswordExpiration?: number;
  /** Accepted password length. Defaults to 8 to 1024 characters. */
  passwordLength?: { min?: number; max?: number };
  /** Further ways to recognise callers, tried after JWT and API keys. */
  strategies?: AuthStrategy[];
};

export type SanitizedAuth = {
  tokenExpiration: number;
  maxSessionAge: number;
  maxLoginAttempts: number;
  lockTime: number;
  verify: boolean;
  cookies: { sameSite: 'Lax' | 'Strict' | 'None'; secure: boolean; domain?: string };
  depth: number;
  useAPIKey: boolean;
  loginWithUsername: false | { allowEmailLogin: boolean; requireEmail: boolean };
  forgotPasswordExpiration: number;
  passwordLength: { min: number; max: number };
  strategies: AuthStrategy[];
};
