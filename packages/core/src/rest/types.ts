import type { EntityPermissions, FieldPermissions, Permission, Permissions } from '../auth/permissions.ts';
import type { BulkResult } from '../collections/operations/bulk.ts';
import type { PaginatedDocs } from '../collections/operations/find.ts';
import type { Conflict, FieldError } from '../errors/index.ts';
import type { FormFieldState, FormState } from '../formState/types.ts';
import type { JobDocument } from '../jobs/schedulePublish.ts';
import type { Document, DocumentID } from '../types.ts';

/*
 * The answers of the REST API (`spec/rest-contract.md`) as one set of declarations: the server's routes present
 * their results as these types and the admin reads its answers as them (from `@atrium/core/client`), so a
 * change on one side is a compile error on the other. What an operation itself answers (a page of documents,
 * a bulk result, the permission map, a form state) is declared beside the operation and named here.
 */

export type {
  BulkResult,
  EntityPermissions,
  FieldError,
  FieldPermissions,
  FormFieldState,
  FormState,
  JobDocument,
  PaginatedDocs,
  Permission,
  Permissions,
};

/* ------------------------------------------------------------------ collections and globals */

/** `GET /api/:slug/count`. */
export type CountResponse = { totalDocs: number };

/** An answer with one document: create and duplicate (201), update by id, delete by id (200). */
export type DocumentResponse<T = Document> = { doc: T; message: string };

/** `POST|PATCH /api/globals/:slug`: `result` repeats `doc` for the Payload clients that read that. */
export type GlobalUpdateResponse<T = Record<string, unknown>> = DocumentResponse<T> & { result: T };

/** `GET /api/:slug/:id/schedule`, `GET /api/globals/:slug/schedule`: the upcoming scheduled (un)publishes, soonest first. */
export type ScheduleListResponse = { docs: JobDocument[] };

/* ------------------------------------------------------------------ versions and drafts */

/** A document's `_status` with drafts on. */
export type DocumentStatus = 'draft' | 'published';

/**
 * One version (`GET /api/:slug/versions/:id`, an entry of `GET /api/:slug/versions`; globals under
 * `/api/globals/:slug/versions`): `version` is the document as that save left it. `parent` (collections only) is
 * the document's id, or the document itself when populated (`depth` ≥ 1).
 */
export type VersionDocument<T = Document> = {
  id: number;
  parent?: string | number | T;
  version: Omit<T, 'id'> & { _status?: DocumentStatus; createdAt?: string; updatedAt?: string };
  /** Saved by autosave; the latest autosave is updated in place. */
  autosave: boolean;
  /** The newest version of its document. */
  latest: boolean;
  /** Set when the save published one locale only (`publishSpecificLocale`). */
  publishedLocale?: string;
  createdAt: string;
  updatedAt: string;
};

/** `GET /api/:slug/versions` and `GET /api/globals/:slug/versions`: a page of versions. */
export type VersionsResponse<T = Document> = PaginatedDocs<VersionDocument<T>>;

/** `POST /api/:slug/versions/:id` (`?draft=true`: as a draft): the document as restored. */
export type RestoreVersionResponse<T = Document> = DocumentResponse<T>;

/** `POST /api/globals/:slug/versions/:id`: the global as restored (`result` repeats `doc`, as for an update). */
export type RestoreGlobalVersionResponse<T = Record<string, unknown>> = GlobalUpdateResponse<T>;

/**
 * A document's or global's lock, as `GET|POST /api/:slug/:id/lock` (and `/api/globals/:slug/lock`) answer it and a
 * 423's `data.lock` carries it: the `payload-locked-documents` row in Payload's shape (`document` or `globalSlug`,
 * `user`), plus Atrium's `holder` (who to name) and `expiresAt` (when it lapses unless renewed).
 */
export type DocumentLock = {
  id: DocumentID;
  document: { relationTo: string; value: DocumentID } | null;
  globalSlug: string | null;
  user: { relationTo: string; value: DocumentID };
  holder: { collection: string; id: DocumentID; title: string };
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
};

/** `GET /api/:slug/:id/lock`: the active lock, or `null` when nobody is editing. */
export type LockResponse = { lock: DocumentLock | null };

/** `GET /api/:slug/locks`: who is editing which documents of a collection (Atrium's route, for the list's lock icons). */
export type LocksResponse = { locks: DocumentLock[] };

/** `POST /api/:slug/:id/lock`: the caller's lock, taken, renewed or taken over. */
export type LockTakenResponse = { lock: DocumentLock; message: string };

/** `PATCH|DELETE /api/:slug?where=…`: 200, or 400 with the same body when some documents failed. */
export type BulkResponse = BulkResult & { message: string };

/** An answer that only says what happened: logout, forgot-password, verify, unlock, a preference deleted. */
export type MessageResponse = { message: string };

/* ------------------------------------------------------------------ errors */

/** One entry of an error answer; `data` depends on the error (`ValidationErrorData` for a `ValidationError`). */
export type ErrorEntry = { name: string; message: string; data?: unknown };

/** Every 4xx and 5xx answer. */
export type ErrorResponse = { errors: ErrorEntry[] };

/** `data` of a `ValidationError` entry (400): one entry per failing field path (`collection` holds a global's slug too). */
export type ValidationErrorData = { collection?: string; errors: FieldError[] };

/** `data` of a `Conflict` entry (409): the stored version the write did not start from. */
export type ConflictErrorData = NonNullable<ConstructorParameters<typeof Conflict>[1]>;

/* ------------------------------------------------------------------ auth and access */

/** `GET /api/access`: what the caller may do everywhere. */
export type AccessResponse = Permissions;

/** `POST /api/:slug/access/:id`: the same for one document, every `Where` settled against it. */
export type DocumentAccessResponse = EntityPermissions;

/** `GET /api/:authSlug/me`: `user` is `null` when anonymous or signed in to another collection. */
export type MeResponse = {
  user: Document | null;
  collection?: string;
  /** The token the request came with, when it came with one. */
  token?: string;
  exp?: number;
  strategy?: string;
};

/** `POST /api/:authSlug/login`, `/first-register` and `/reset-password` (which also set the cookie). */
export type LoginResponse = { message: string; user: Document; token: string; exp: number };

/** `POST /api/:authSlug/refresh-token`. */
export type RefreshTokenResponse = { message: string; refreshedToken: string; exp: number; user: Document };

/** `GET /api/:authSlug/init`: whether any user exists. */
export type InitResponse = { initialized: boolean };

/* ------------------------------------------------------------------ admin routes */

/** `POST /api/form-state`: per field path, its value, validity and condition. */
export type FormStateResponse = FormState;

/** A stored preference: the caller's own row of `payload-preferences`. */
export type PreferenceDocument<V = unknown> = Document & { key: string; value: V };

/** `GET /api/payload-preferences/:key`: the stored row, or `value: null` (still a 200) when the key is not set. */
export type PreferenceResponse<V = unknown> = PreferenceDocument<V> | { message: string; value: null };
