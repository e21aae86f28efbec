import type { DatabaseAdapter, StoredJob } from '../database/types.ts';
import type { CompiledSchema } from '../fields/compileSchema.ts';
import type { DataField, Field, Label } from '../fields/types.ts';
import type { Messages } from '../i18n/types.ts';
import type { Where } from '../queries/types.ts';
import type { AtriumRequest, Document, DocumentID } from '../types.ts';
import type { SanitizedUpload, UploadConfig, UploadFile } from '../uploads/types.ts';
import type { AuthOptions, EmailAdapter, SanitizedAuth } from './authOptions.ts';
import type { Endpoint } from './endpoints.ts';

/* ------------------------------------------------------------------ access */

export type AccessArgs = { req: AtriumRequest; id?: DocumentID; data?: Record<string, unknown> };
/** `true` allows, `false` denies, a `Where` allows the matching documents only. */
export type AccessResult = boolean | Where;
export type Access = (args: AccessArgs) => AccessResult | Promise<AccessResult>;

/* ------------------------------------------------------------------ hooks */

type HookBase = { req: AtriumRequest; context: Record<string, unknown> };
export type CollectionOperationName =
  | 'find'
  | 'findByID'
  | 'count'
  | 'create'
  | 'update'
  | 'updateByID'
  | 'delete'
  | 'deleteByID'
  | 'duplicate';

export type CollectionHooks = {
  /** May return new args for the operation. */
  beforeOperation?: Array<
    (
      a: HookBase & { args: Record<string, unknown>; operation: CollectionOperationName; collection: SanitizedCollection },
    ) => unknown
  >;
  /** May return new data. */
  beforeValidate?: Array<
    (
      a: HookBase & {
        data: Record<string, unknown>;
        originalDoc?: Document;
        operation: 'create' | 'update';
        collection: SanitizedCollection;
      },
    ) => unknown
  >;
  /** May return new data. */
  beforeChange?: Array<
    (
      a: HookBase & {
        data: Record<string, unknown>;
        originalDoc?: Document;
        operation: 'create' | 'update';
        collection: SanitizedCollection;
      },
    ) => unknown
  >;
  /** May return a new doc (what the caller receives). */
  afterChange?: Array<
    (
      a: HookBase & { doc: Document; previousDoc?: Document; operation: 'create' | 'update'; collection: SanitizedCollection },
    ) => unknown
  >;
  /** Runs on the stored doc before field afterRead hooks; may return a new doc. */
  beforeRead?: Array<(a: HookBase & { doc: Document; collection: SanitizedCollection }) => unknown>;
  /** May return a new doc. */
  afterRead?: Array<(a: HookBase & { doc: Document; collection: SanitizedCollection }) => unknown>;
  beforeDelete?: Array<(a: HookBase & { id: DocumentID; collection: SanitizedCollection }) => unknown>;
  afterDelete?: Array<(a: HookBase & { id: DocumentID; doc: Document; collection: SanitizedCollection }) => unknown>;
  /** May return a new result. */
  afterOperation?: Array<
    (
      a: HookBase & {
        args: Record<string, unknown>;
        operation: CollectionOperationName;
        result: unknown;
        collection: SanitizedCollection;
      },
    ) => unknown
  >;
};

export type GlobalHooks = {
  beforeValidate?: Array<
    (a: HookBase & { data: Record<string, unknown>; originalDoc?: Record<string, unknown>; global: SanitizedGlobal }) => unknown
  >;
  beforeChange?: Array<
    (a: HookBase & { data: Record<string, unknown>; originalDoc?: Record<string, unknown>; global: SanitizedGlobal }) => unknown
  >;
  afterChange?: Array<
    (a: HookBase & { doc: Record<string, unknown>; previousDoc?: Record<string, unknown>; global: SanitizedGlobal }) => unknown
  >;
  beforeRead?: Array<(a: HookBase & { doc: Record<string, unknown>; global: SanitizedGlobal }) => unknown>;
  afterRead?: Array<(a: HookBase & { doc: Record<string, unknown>; global: SanitizedGlobal }) => unknown>;
};

/* ------------------------------------------------------------------ internal hooks and features */

/** What a write's internal hooks keep for its later steps (auth: the password hash), besides `checks`. */
export type WriteState = {
  /**
   * A check (form state) only: the keys the beforeWrite hooks took out of the data, each with its error message
   * or `undefined` when valid, answered beside the fields.
   */
  checks?: Record<string, string | undefined>;
  [key: string]: unknown;
};

type InternalHookBase = { req: AtriumRequest; collection: SanitizedCollection; state: WriteState };

/**
 * Hooks a feature of core (auth, admin preferences) adds to a collection when the config is sanitized. They are
 * not part of the user's config (which cannot remove them), never reach the client config, and run at fixed
 * points around the user's hooks.
 */
export type InternalHooks = {
  /**
   * Create and update, after access and before the transaction opens (once for a bulk update): answers the data
   * to write, may take keys out of it (auth: the password, checked and hashed here). With `isCheck` (form state)
   * nothing is stored: the hook answers the keys it took in `state.checks` instead of throwing, and does no work
   * only a save needs (hashing).
   */
  beforeWrite: Array<
    (
      a: InternalHookBase & {
        operation: 'create' | 'update';
        data: unknown;
        id?: DocumentID;
        overrideAccess?: boolean;
        isCheck?: boolean;
        /** Upload collections: the file the write brings (the operation's `file`, or `filePath` read from disk). */
        file?: UploadFile;
        /** `update` of many documents: the same data goes to every match. */
        isBulk?: boolean;
      },
    ) => Promise<unknown>
  >;
  /** After every beforeChange hook: the stored form about to be written, and the stored row it replaces. */
  beforeStore: Array<(a: InternalHookBase & { stored: Record<string, unknown>; original?: Record<string, unknown> }) => void>;
  /** A storage error of a write: answers the error to throw. */
  storeError: Array<(a: { collection: SanitizedCollection; error: unknown }) => unknown>;
  /** After a create's transaction committed, before the afterOperation hooks. */
  afterCreate: Array<(a: InternalHookBase & { doc: Document; args: Record<string, unknown> }) => Promise<void>>;
  /**
   * In the delete's transaction, after the row is gone, before its versions are deleted and before the user's
   * afterDelete hooks; `row` as it was stored.
   */
  afterDelete: Array<
    (a: { req: AtriumRequest; collection: SanitizedCollection; id: DocumentID; row: Record<string, unknown> }) => Promise<void>
  >;
};

/** What a feature adds to one collection before its fields are sanitized. */
export type FeatureCollectionPart = {
  /** The collection's fields with the feature's own added. */
  fields?: Field[];
  /** Sanitized options the feature owns. */
  options?: Partial<Pick<SanitizedCollection, 'auth' | 'upload'>>;
  internalHooks?: Partial<InternalHooks>;
};

/**
 * A part of core beyond the base modules (auth, uploads, admin preferences, locking), applied when a config is sanitized. The
 * base modules know features only through this shape; `src/features.ts` lists core's.
 */
export type Feature = {
  name: string;
  /** Runs on each collection config before its fields are sanitized. */
  collection?: (
    collection: CollectionConfig,
    ctx: { owner: string; secret: string; upload?: Config['upload'] },
  ) => FeatureCollectionPart | undefined;
  /**
   * The fields a versioned collection's snapshots hold, from the user's fields (`fields`): a feature whose fields
   * belong in every version (uploads: the file's) adds them. Defaults to `fields`.
   */
  versionFields?: (collection: SanitizedCollection, fields: Field[]) => Field[];
  /** Collections the feature adds once the config's own are sanitized (they may use a reserved slug). */
  collections?: (collections: SanitizedCollection[]) => CollectionConfig[];
  /**
   * A field as the client config sends it (`client`, functions already dropped), from its sanitized config
   * (`field`): a feature whose field options are functions says what the admin may ask for instead.
   */
  clientField?: (field: Record<string, unknown>, client: Record<string, unknown>) => Record<string, unknown>;
};

/* ------------------------------------------------------------------ collections and globals */

export type CollectionAdmin = {
  /** Field shown as the document's title in lists and headings. Defaults to `'id'`. */
  useAsTitle?: string;
  /** Navigation group label; `false` hides the collection from navigation. */
  group?: Label | false;
  defaultColumns?: string[];
  description?: Label;
  hidden?: boolean;
  /** Page size of the admin list. Defaults to `config.admin.pagination.defaultLimit`. */
  pagination?: { defaultLimit?: number; limits?: number[] };
  listSearchableFields?: string[];
  /** Rich-text fields may embed this collection's documents (relationship or upload nodes). Defaults to `true`. */
  enableRichTextRelationship?: boolean;
  /** Rich-text fields may link to this collection's documents. Defaults to `true`. */
  enableRichTextLink?: boolean;
  /** Where the document is seen on the site (the edit view's Preview button); runs on the server only. */
  preview?: PreviewURL;
  /** Plugin components (`'<package>#<name>'`) in place of the built-in list or edit view. */
  components?: { views?: { list?: string; edit?: string } };
  /** Serializable values a plugin hands the admin: they reach the client config (unlike the top-level `custom`). */
  custom?: Record<string, unknown>;
  [key: string]: unknown;
};

/**
 * Payload's `admin.preview`: the front end's address of a document (absolute or a path), or `null` for none.
 * `token` is the caller's login token, for a site that shows drafts to signed-in editors.
 */
export type PreviewURL = (
  doc: Record<string, unknown>,
  options: { locale?: string; token?: string; req: AtriumRequest },
) => string | null | undefined | Promise<string | null | undefined>;

export type CollectionConfig = {
  /** URL and table name: lower case letters, digits, `-` and `_`. */
  slug: string;
  labels?: { singular?: Label; plural?: Label };
  fields: Field[];
  /** Adds `createdAt` and `updatedAt`. Defaults to `true`. */
  timestamps?: boolean;
  /** Upload collection: each document is a file (`uploads/`, Payload's options). Defaults to `false`. */
  upload?: boolean | UploadConfig;
  /** Versions and drafts. Defaults to `false`. */
  versions?: boolean | { drafts?: DraftsConfig; maxPerDoc?: number };
  /** Users who sign in: adds email (or username), password, lockout, sessions and optionally API keys. Defaults to `false`. */
  auth?: boolean | AuthOptions;
  /**
   * Deleting moves a document to the trash (a `deletedAt` date) instead of removing it; reads leave trashed
   * documents out unless asked (`trash: true`), and deleting a trashed document removes it for good. Defaults to `false`.
   */
  trash?: boolean;
  access?: Partial<Record<'create' | 'read' | 'update' | 'delete' | 'unlock' | 'readVersions' | 'admin', Access>>;
  hooks?: CollectionHooks;
  admin?: CollectionAdmin;
  /** Sort used when the request gives none. Defaults to `'-createdAt'`. */
  defaultSort?: string;
  /** Type of the `id` column. Defaults to `'number'` (integer identity). */
  idType?: 'number' | 'uuid';
  /**
   * Document locking: the admin's edit view holds a lock while it is open, and writes by anyone else answer 423
   * (`false` turns it off). `duration` is how many seconds a lock lasts without being renewed. Defaults to
   * `{ duration: 300 }`.
   */
  lockDocuments?: LockDocumentsOption;
  /** Routes of the collection's own, mounted at `/api/{slug}{path}` (Payload's endpoints). */
  endpoints?: Endpoint[];
  custom?: Record<string, unknown>;
};

/** `lockDocuments` of a collection or global: `false`, or how long a lock lasts without being renewed. */
export type LockDocumentsOption = boolean | { duration: number };

export type GlobalConfig = {
  slug: string;
  label?: Label;
  fields: Field[];
  /** `unlock`: who may take over a lock someone else holds (by default, any signed-in user). */
  access?: Partial<Record<'read' | 'update' | 'readVersions' | 'unlock', Access>>;
  hooks?: GlobalHooks;
  admin?: {
    group?: Label | false;
    description?: Label;
    hidden?: boolean;
    preview?: PreviewURL;
    /** Serializable values a plugin hands the admin: they reach the client config. */
    custom?: Record<string, unknown>;
    [key: string]: unknown;
  };
  /** Versions and drafts; `max` versions are kept (default 100, `0` keeps all). Defaults to `false`. */
  versions?: boolean | { drafts?: DraftsConfig; max?: number };
  /** As a collection's `lockDocuments`. Defaults to `{ duration: 300 }`. */
  lockDocuments?: LockDocumentsOption;
  /** Routes of the global's own, mounted at `/api/globals/{slug}{path}`. */
  endpoints?: Endpoint[];
  custom?: Record<string, unknown>;
};

/** `versions.drafts` (Payload's options). */
export type DraftsConfig =
  | boolean
  | {
      /** Saves a draft while the editor types, every `interval` ms (default 2000) after the last change. */
      autosave?: boolean | { interval?: number };
      /** Publishing and unpublishing at a chosen time. Defaults to `false`. */
      schedulePublish?: boolean;
      /** Validate drafts as strictly as published documents. Defaults to `false` (required fields are checked on publish). */
      validate?: boolean;
    };

export type SanitizedDrafts = false | { autosave: false | { interval: number }; schedulePublish: boolean; validate: boolean };

/** Sanitized `versions`: `maxPerDoc` is the number of versions kept per document (globals: of the global), `0` keeps all. */
export type SanitizedVersions = false | { drafts: SanitizedDrafts; maxPerDoc: number };

export type SanitizedCollection = Omit<
  CollectionConfig,
  | 'timestamps'
  | 'trash'
  | 'upload'
  | 'versions'
  | 'auth'
  | 'admin'
  | 'labels'
  | 'defaultSort'
  | 'idType'
  | 'hooks'
  | 'access'
  | 'lockDocuments'
> & {
  timestamps: boolean;
  trash: boolean;
  lockDocuments: SanitizedLockDocuments;
  upload: false | SanitizedUpload;
  versions: SanitizedVersions;
  auth: false | SanitizedAuth;
  admin: CollectionAdmin & { useAsTitle: string; pagination: { defaultLimit: number; limits: number[] } };
  labels: { singular: Label; plural: Label };
  defaultSort: string;
  idType: 'number' | 'uuid';
  hooks: Required<CollectionHooks>;
  access: NonNullable<CollectionConfig['access']>;
  /** Data fields by dot path (layout fields flattened away), used by queries and indexes. */
  flattenedFields: DataField[];
  /** The hooks core's features add (auth, preferences); server-only. */
  internalHooks: InternalHooks;
  /** The fields compiled once at start-up (paths, conditions, defaults, what reads need); server only. */
  fieldSchema: CompiledSchema;
  /** Set on the internal versions collection of a versioned collection or global: whose versions it holds. */
  versionsOf?: { collection: string } | { global: string };
};

/** `lockDocuments` once sanitized: off, or on with its duration in seconds. */
export type SanitizedLockDocuments = false | { duration: number };

export type SanitizedGlobal = Omit<GlobalConfig, 'hooks' | 'label' | 'access' | 'versions' | 'lockDocuments'> & {
  label: Label;
  versions: SanitizedVersions;
  lockDocuments: SanitizedLockDocuments;
  hooks: Required<GlobalHooks>;
  access: NonNullable<GlobalConfig['access']>;
  flattenedFields: DataField[];
  /** The fields compiled once at start-up (paths, conditions, defaults, what reads need); server only. */
  fieldSchema: CompiledSchema;
};

/* ------------------------------------------------------------------ the whole config */

export type LocalizationConfig = {
  locales: Array<string | { code: string; label?: Label; rtl?: boolean }>;
  defaultLocale: string;
  /** Fill a missing localized value from the default locale. Defaults to `true`. */
  fallback?: boolean;
};

export type I18nConfig = {
  /**
   * Strings laid over the shipped languages, key by key (`{ de: { validation: { required: '…' } } }`): to reword a
   * message, or to add a language. Every shipped language is supported without it.
   */
  supportedLanguages?: Record<string, Messages>;
  /** Defaults to `'en'`. */
  fallbackLanguage?: string;
};

export type Plugin = (config: Config) => Config | Promise<Config>;

export type Config = {
  collections?: CollectionConfig[];
  globals?: GlobalConfig[];
  routes?: { api?: string; admin?: string };
  /** Prefix of the cookies Atrium sets. Defaults to `'atrium'`. */
  cookiePrefix?: string;
  /** Public URL of the server, used to build absolute URLs; an `https://` one makes the login cookie `Secure`. Defaults to `''` (relative). */
  serverURL?: string;
  /** Signs tokens. Required; `apps/demo` generates one into the data folder when unset. */
  secret: string;
  db: DatabaseAdapter;
  i18n?: I18nConfig;
  localization?: LocalizationConfig | false;
  admin?: {
    /** Slug of the auth collection that signs in to the admin. Defaults to the first auth collection. */
    user?: string;
    /** date-fns style format used for dates in the admin. Defaults to `'MMMM do yyyy, h:mm a'`. */
    dateFormat?: string;
    pagination?: { defaultLimit?: number; limits?: number[] };
    /** Serializable values a plugin hands the admin: they reach the client config. */
    custom?: Record<string, unknown>;
    [key: string]: unknown;
  };
  plugins?: Plugin[];
  /** Hard ceiling of `depth`. Defaults to `10`. */
  maxDepth?: number;
  /** `depth` when a request gives none. Defaults to `2`. */
  defaultDepth?: number;
  /** Largest JSON body accepted, in bytes. Defaults to 2 MiB. */
  bodyLimit?: number;
  /** Most documents one `limit=0`/`pagination=false` read returns. Defaults to `10000`. */
  maxLimit?: number;
  /** Where auth mail (password reset, email verification) goes. Defaults to the server log. */
  email?: EmailAdapter;
  /**
   * Origins whose requests may use the login cookie (`https://admin.example.com`). Empty: only same-origin
   * requests do. Tokens in the `Authorization` header are not affected. Defaults to `[]`.
   */
  csrf?: string[];
  /** Origins allowed to call the API from a browser: `'*'` or a list. Defaults to none (same-origin only). */
  cors?: '*' | string[] | { origins: '*' | string[]; headers?: string[] };
  /** The job queue (scheduled publishing and the config's own tasks). */
  jobs?: JobsConfig;
  /** Uploads of every collection: `limits.fileSize` is the largest file in bytes where a collection sets no `filesizeLimit`. Defaults to 50 MiB. */
  upload?: { limits?: { fileSize?: number } };
  /** Hook run once the server is ready. */
  onInit?: (atrium: unknown) => void | Promise<void>;
  /** Routes of the config's own (a plugin's), mounted at `/api{path}`. */
  endpoints?: Endpoint[];
  custom?: Record<string, unknown>;
};

/** A kind of job the runner knows how to run (Payload's task). */
export type TaskConfig = {
  /** The name jobs give to run it. */
  slug: string;
  /**
   * Runs one job. `req` carries the job's transaction: operations given it join, so what the task writes is
   * committed with the job's completion, or undone when it throws.
   */
  handler: (args: { input: Record<string, unknown>; job: StoredJob; req: AtriumRequest }) => Promise<void> | void;
  /** Tries after the first failed one before the job is given up. Defaults to `3`. */
  retries?: number;
};

export type JobsConfig = {
  tasks?: TaskConfig[];
  /**
   * How often a server looks for jobs that another process queued, in ms; jobs queued by this process wake it at
   * their time. Defaults to `5000`.
   */
  pollInterval?: number;
  /** The wait before the first retry of a failed job, in ms; doubled for each further one. Defaults to `10000`. */
  retryDelay?: number;
};

export type SanitizedLocalization = {
  locales: Array<{ code: string; label: Label; rtl: boolean }>;
  localeCodes: string[];
  defaultLocale: string;
  fallback: boolean;
};

export type SanitizedConfig = Omit<
  Config,
  'collections' | 'globals' | 'routes' | 'i18n' | 'localization' | 'admin' | 'plugins' | 'email' | 'csrf' | 'cors'
> & {
  email: EmailAdapter;
  csrf: string[];
  cors: { origins: '*' | string[]; headers: string[] };
  collections: SanitizedCollection[];
  globals: SanitizedGlobal[];
  routes: { api: string; admin: string };
  cookiePrefix: string;
  serverURL: string;
  i18n: { supportedLanguages: Record<string, Messages>; fallbackLanguage: string };
  localization: SanitizedLocalization | false;
  admin: {
    user?: string;
    dateFormat: string;
    pagination: { defaultLimit: number; limits: number[] };
    [key: string]: unknown;
  };
  maxDepth: number;
  defaultDepth: number;
  bodyLimit: number;
  maxLimit: number;
  jobs: { tasks: TaskConfig[]; pollInterval: number; retryDelay: number };
  /** Core's features the config was sanitized with (their client-config parts); server-only. */
  features: readonly Feature[];
  /** Lookup by slug. */
  collectionsBySlug: Record<string, SanitizedCollection>;
  globalsBySlug: Record<string, SanitizedGlobal>;
};
