import type { Field } from '@atrium/core/client';

/** A label as configs write it: one string, or one string per language. */
export type Label = string | Record<string, string>;

/** Auth options of an auth collection, as the client config carries them. */
export type ClientAuth = {
  tokenExpiration: number;
  useAPIKey: boolean;
  loginWithUsername: false | { allowEmailLogin?: boolean; requireEmail?: boolean };
  verify: boolean | Record<string, unknown>;
  passwordLength: { min: number; max: number };
  maxLoginAttempts: number;
};

/** Admin options a collection carries to the browser. */
export type ClientCollectionAdmin = {
  group?: Label | false;
  useAsTitle?: string;
  defaultColumns?: string[];
  listSearchableFields?: string[];
  description?: Label;
  hidden?: boolean;
  pagination: { defaultLimit: number; limits: number[] };
  enableRichTextRelationship?: boolean;
  enableRichTextLink?: boolean;
};

export type ClientCollection = {
  slug: string;
  labels: { singular: Label; plural: Label };
  admin: ClientCollectionAdmin;
  fields: Field[];
  timestamps: boolean;
  upload: false | Record<string, unknown>;
  versions: false | Record<string, unknown>;
  auth: false | ClientAuth;
  defaultSort?: string;
  idType: 'number' | 'text';
};

export type ClientGlobal = {
  slug: string;
  label?: Label;
  admin?: { group?: Label | false; description?: Label; hidden?: boolean };
  fields: Field[];
};

/** The sanitized config with server-only keys removed (core's `clientConfig`), as the admin reads it. */
export type AdminConfig = {
  serverURL: string;
  routes: { api: string; admin: string };
  cookiePrefix: string;
  admin: { user: string; dateFormat: string; pagination: { defaultLimit: number; limits: number[] } };
  collections: ClientCollection[];
  globals: ClientGlobal[];
  i18n: { languages: string[]; fallbackLanguage: string };
  localization: false | { locales: { code: string; label?: Label }[]; defaultLocale: string };
};

declare global {
  interface Window {
    /** Written into index.html by the server (see `@atrium/server`'s admin route). */
    __ATRIUM__?: { config: AdminConfig };
  }
}

/** The config the server injected into the page. */
export function readInjectedConfig(): AdminConfig {
  const injected = window.__ATRIUM__?.config;
  if (!injected) throw new Error('Atrium admin: the server did not inject a config (window.__ATRIUM__ is missing).');
  return injected;
}

/** A collection by slug, or `undefined`. */
export function findCollection(config: AdminConfig, slug: string | undefined): ClientCollection | undefined {
  return config.collections.find((c) => c.slug === slug);
}

/** A global by slug, or `undefined`. */
export function findGlobal(config: AdminConfig, slug: string | undefined): ClientGlobal | undefined {
  return config.globals.find((g) => g.slug === slug);
}
