import type { Block, ClientFieldMarkers, DataField, Field, Tab } from '../fields/types.ts';
import type { SanitizedUpload } from '../uploads/types.ts';
import type { SanitizedAuth } from './authOptions.ts';
import type { ServerOnlyKey } from './serverOnlyKeys.ts';
import type { SanitizedCollection, SanitizedConfig, SanitizedGlobal } from './types.ts';

/*
 * The client config's types, derived from the sanitized config's the way `clientConfig` derives the value:
 * server-only keys and functions dropped, fields marked. A change to a sanitized type changes these, so the
 * admin (which imports them from `@atrium/core/client`) fails to compile where it relied on what changed.
 */

type AnyFunction = (...args: never[]) => unknown;

/** `T` as JSON carries it to the browser: the keys of `serverOnlyKeys` and function-valued keys are gone. */
export type Sendable<T> = {
  [K in keyof T as K extends ServerOnlyKey ? never : NonNullable<T[K]> extends AnyFunction ? never : K]: T[K];
};

/** A rich-text field's editor in the client config: its name and the plain JSON its `clientProps()` answered. */
export type ClientRichTextEditor = { name: string; props: Record<string, unknown> };

/**
 * Keys a feature adds to a field's `admin` options in the client config. Empty here: each feature declares its own
 * by augmenting this interface from its folder, so this base module names no feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the features' folders.
export interface ClientFieldAdminExtensions {}

/** `admin.custom`: the serializable values a plugin hands the admin (kept, unlike the server-only `custom`). */
export type ClientCustom = { custom?: Record<string, unknown> };

/** A field's `admin` options in the client config, with what the features add. */
export type ClientFieldAdmin<A> = Sendable<A> & ClientCustom & ClientFieldAdminExtensions;

/** The parts of a field that hold other config, each in its client form. */
type ClientParts<F> = (F extends { admin?: infer A } ? { admin?: ClientFieldAdmin<NonNullable<A>> } : unknown) &
  (F extends { fields: Field[] } ? { fields: ClientField[] } : unknown) &
  (F extends { blocks: Block[] } ? { blocks: ClientBlock[] } : unknown) &
  (F extends { tabs: Tab[] } ? { tabs: ClientTab[] } : unknown) &
  (F extends { type: 'richText' } ? { editor?: ClientRichTextEditor } : unknown);

/** Field `F` as the client config carries it (distributes over a union of field types). */
export type ClientFieldOf<F> = F extends unknown
  ? Sendable<Omit<F, 'admin' | 'fields' | 'blocks' | 'tabs' | 'editor'>> & ClientFieldMarkers & ClientParts<F>
  : never;

export type ClientField = ClientFieldOf<Field>;
export type ClientDataField = ClientFieldOf<DataField>;
export type ClientTab = ClientFieldOf<Tab>;
/** A block of a blocks field (blocks are not fields, so they carry no markers). */
export type ClientBlock = Sendable<Omit<Block, 'fields'>> & { fields: ClientField[] };

/** An upload collection's options in the client config: no storage adapter, `adminThumbnail` only when a size name. */
export type ClientUpload = Sendable<Omit<SanitizedUpload, 'adminThumbnail'>> & { adminThumbnail?: string };

/** An auth collection's options in the client config. */
export type ClientAuth = Sendable<SanitizedAuth>;

export type ClientCollection = Sendable<Omit<SanitizedCollection, 'fields' | 'auth' | 'admin' | 'upload'>> & {
  fields: ClientField[];
  auth: false | ClientAuth;
  upload: false | ClientUpload;
  admin: Sendable<SanitizedCollection['admin']> & ClientCustom & ClientPreviewMarker;
};

/** Set when the entity has `admin.preview` (a server function): the edit view then offers a Preview button. */
export type ClientPreviewMarker = { hasPreview?: true };

export type ClientGlobal = Sendable<Omit<SanitizedGlobal, 'fields' | 'admin'>> & {
  fields: ClientField[];
  admin?: Sendable<NonNullable<SanitizedGlobal['admin']>> & ClientCustom & ClientPreviewMarker;
};

/** What `clientConfig` answers and the admin page carries as `window.__ATRIUM__.config`. */
export type ClientConfig = Sendable<Omit<SanitizedConfig, 'collections' | 'globals' | 'admin' | 'i18n'>> & {
  collections: ClientCollection[];
  globals: ClientGlobal[];
  admin: Sendable<SanitizedConfig['admin']> & ClientCustom;
  /** The languages the server speaks (the admin loads one of them) instead of their messages. */
  i18n: { languages: string[]; fallbackLanguage: string };
};
