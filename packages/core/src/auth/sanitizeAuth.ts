import { InvalidConfiguration } from '../errors/index.ts';
import type { Field, FieldAccess } from '../fields/types.ts';
import { labelInEveryLanguage } from '../i18n/labelInEveryLanguage.ts';
import { apiKeyIndex, encryptAPIKey, isEncryptedAPIKey } from './secrets.ts';
import type { AuthOptions, SanitizedAuth } from './types.ts';

export const authDefaults = {
  tokenExpiration: 7200,
  maxSessionAge: 30 * 24 * 3600,
  maxLoginAttempts: 5,
  lockTime: 600_000,
  forgotPasswordExpiration: 3_600_000,
  passwordLength: { min: 8, max: 1024 },
  apiKeyLength: { min: 16, max: 256 },
} as const;

/** Fills an auth collection's options (the defaults: 7200 s tokens, 5 attempts, 10 minute lock). */
export function sanitizeAuth(auth: boolean | AuthOptions, owner: string): SanitizedAuth {
  const options: AuthOptions = auth === true ? {} : (auth as AuthOptions);
  const whole = (key: string, value: unknown, fallback: number, min = 0) => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
      throw new InvalidConfiguration(`Invalid config: ${owner}, auth.${key}: must be a whole number of at least ${min}`);
    return value;
  };
  const sameSite = options.cookies?.sameSite ?? 'Lax';
  if (!['Lax', 'Strict', 'None'].includes(sameSite))
    throw new InvalidConfiguration(`Invalid config: ${owner}, auth.cookies.sameSite: must be "Lax", "Strict" or "None"`);
  const byUsername = options.loginWithUsername;
  const passwordLength = {
    min: whole('passwordLength.min', options.passwordLength?.min, authDefaults.passwordLength.min, 1),
    max: whole('passwordLength.max', options.passwordLength?.max, authDefaults.passwordLength.max, 1),
  };
  if (passwordLength.max < passwordLength.min)
    throw new InvalidConfiguration(`Invalid config: ${owner}, auth.passwordLength: max is below min`);
  for (const [i, strategy] of (options.strategies ?? []).entries()) {
    if (!strategy || typeof strategy.name !== 'string' || typeof strategy.authenticate !== 'function')
      throw new InvalidConfiguration(
        `Invalid config: ${owner}, auth.strategies[${i}]: needs a name and an authenticate function`,
      );
  }
  return {
    tokenExpiration: whole('tokenExpiration', options.tokenExpiration, authDefaults.tokenExpiration, 1),
    maxSessionAge: whole('maxSessionAge', options.maxSessionAge, authDefaults.maxSessionAge, 1),
    maxLoginAttempts: whole('maxLoginAttempts', options.maxLoginAttempts, authDefaults.maxLoginAttempts),
    lockTime: whole('lockTime', options.lockTime, authDefaults.lockTime, 1),
    verify: options.verify === true,
    // `SameSite=None` cookies are only sent over HTTPS, so they must be secure.
    cookies: { sameSite, secure: options.cookies?.secure ?? sameSite === 'None', domain: options.cookies?.domain },
    depth: whole('depth', options.depth, 0),
    useAPIKey: options.useAPIKey === true,
    loginWithUsername: byUsername
      ? {
          allowEmailLogin: byUsername === true ? false : byUsername.allowEmailLogin === true,
          requireEmail: byUsername === true ? false : byUsername.requireEmail === true,
        }
      : false,
    forgotPasswordExpiration: whole(
      'forgotPasswordExpiration',
      options.forgotPasswordExpiration,
      authDefaults.forgotPasswordExpiration,
      1,
    ),
    passwordLength,
    strategies: [...(options.strategies ?? [])],
  };
}

const never: FieldAccess = () => false;
/** Written only by the auth operations (which write storage directly), never by a client. */
const internal = { create: never, update: never };

/**
 * The account state only the auth operations write (their field access refuses clients). First-register
 * overrides access to create the first user, so it drops a client's values for these itself.
 */
export const internalAuthFieldNames = [
  'hash',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  '_verified',
  '_verificationToken',
  'apiKeyIndex',
];

/** Names the auth fields take; a collection that declares one of them itself is refused at start-up. */
export const authFieldNames = [
  'email',
  'username',
  'password',
  'hash',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verified',
  '_verificationToken',
  'enableAPIKey',
  'apiKey',
  'apiKeyIndex',
];

/**
 * The fields `auth` adds: email (and username) first, the account state after the collection's own fields.
 * Secrets (`hash`, reset and verification tokens, `apiKeyIndex`, `sessions`) are hidden: never returned, never
 * filterable, and not writable by clients; the API key is stored encrypted and found through its HMAC index.
 */
export function authFields(auth: SanitizedAuth, fields: Field[], slug: string, secret: string): Field[] {
  const owner = `collection "${slug}"`;
  for (const field of fields) {
    if ('name' in field && authFieldNames.includes(field.name) && field.type !== 'ui')
      throw new InvalidConfiguration(
        `Invalid config: ${owner}, field "${field.name}": auth collections add this field themselves; rename yours`,
      );
  }
  const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : undefined);
  const byUsername = auth.loginWithUsername;
  const leading: Field[] = [
    {
      name: 'email',
      type: 'email',
      label: labelInEveryLanguage('auth:email'),
      required: !byUsername || byUsername.requireEmail,
      unique: true,
      index: true,
      hooks: { beforeValidate: [lower] },
    },
  ];
  if (byUsername) {
    leading.push({
      name: 'username',
      type: 'text',
      label: labelInEveryLanguage('auth:username'),
      required: true,
      unique: true,
      index: true,
      maxLength: 100,
      hooks: { beforeValidate: [lower] },
      validate: (value) =>
        value === undefined || value === null || value === ''
          ? 'validation:required'
          : typeof value === 'string' && /^[\p{L}\p{N}._-]+$/u.test(value)
            ? true
            : 'validation:username',
    });
  }
  const trailing: Field[] = [
    { name: 'hash', type: 'text', hidden: true, access: internal },
    { name: 'sessions', type: 'json', hidden: true, access: internal },
    { name: 'resetPasswordToken', type: 'text', hidden: true, access: internal },
    { name: 'resetPasswordExpiration', type: 'date', hidden: true, access: internal },
    {
      name: 'loginAttempts',
      type: 'number',
      label: labelInEveryLanguage('account:failedLogins'),
      access: internal,
      admin: { readOnly: true },
    },
    {
      name: 'lockUntil',
      type: 'date',
      label: labelInEveryLanguage('account:lockedUntil'),
      access: internal,
      admin: { readOnly: true },
    },
  ];
  if (auth.verify) {
    trailing.push(
      {
        name: '_verified',
        type: 'checkbox',
        label: labelInEveryLanguage('account:emailConfirmed'),
        access: internal,
        admin: { readOnly: true },
      },
      { name: '_verificationToken', type: 'text', hidden: true, access: internal },
    );
  }
  if (auth.useAPIKey) {
    trailing.push(
      { name: 'enableAPIKey', type: 'checkbox', label: labelInEveryLanguage('account:enableAPIKey'), defaultValue: false },
      {
        // Hidden: only its owner sees it, through `me` and login (`readSelf`), never in lists or populated documents.
        name: 'apiKey',
        type: 'text',
        label: labelInEveryLanguage('account:apiKey'),
        hidden: true,
        validate: (value, { previousValue }) => {
          if (value === undefined || value === null || value === '' || value === previousValue) return true;
          if (typeof value !== 'string' || isEncryptedAPIKey(value)) return 'validation:notValidText';
          const { min, max } = authDefaults.apiKeyLength;
          if (value.length < min) return 'validation:apiKeyTooShort';
          if (value.length > max) return 'validation:apiKeyTooLong';
          return true;
        },
        hooks: {
          // The key is kept encrypted with the server secret and found through an HMAC of it, never in clear.
          beforeChange: [
            ({ value, siblingData }) => {
              if (typeof value !== 'string' || value === '') {
                siblingData.apiKeyIndex = null;
                return null;
              }
              if (isEncryptedAPIKey(value)) return value;
              siblingData.apiKeyIndex = apiKeyIndex(secret, value);
              return encryptAPIKey(secret, value);
            },
          ],
        },
      },
      { name: 'apiKeyIndex', type: 'text', hidden: true, index: true, access: internal },
    );
  }
  return [...leading, ...fields, ...trailing];
}
