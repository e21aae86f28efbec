import type { WriteState } from '../config/types.ts';
import type { DataField } from '../fields/types.ts';
import type { Document } from '../types.ts';
import type { VersionTarget } from '../versions/versionRows.ts';

type Data = Record<string, unknown>;
type DataHook = (args: any) => unknown;

export type { WriteState };

/**
 * What differs between writing a collection's document and a global: the operation builds it, the write
 * pipeline (`writeDocument`) does the rest.
 */
export type WriteTarget = {
  fields: DataField[];
  /** `{ collection }` or `{ global }`: named in validation errors and given to field hooks. */
  owner: { collection?: string; global?: string };
  /** Top-level keys a write may carry besides the fields; they are dropped. */
  rootKeys: Set<string>;
  /** Whether field hooks are told the document's id (collections). */
  hasID: boolean;
  /** Whether the write sets `updatedAt`. */
  timestamps: boolean;
  hooks: { beforeValidate: DataHook[]; beforeChange: DataHook[]; afterChange: DataHook[] };
  /** What the target's own hooks get besides `req`, `context` and the documents: `{ collection, operation }` or `{ global }`. */
  hookArgs: Data;
  /** The storage call: writes the stored form and answers the stored row. */
  store(stored: Data, original: Data | undefined): Promise<Data>;
  /** The stored row as the caller receives it (population, read hooks, `select`). */
  readBack(row: Data): Promise<Document>;
  /** Internal hooks on the stored form just before storage (auth: the hash, sessions). */
  beforeStore?(stored: Data, original: Data | undefined, state: WriteState): void;
  /** Where each save keeps a version; absent without versions. */
  versions?: VersionTarget;
  /** A storage error in the words of the features that own the field (auth: "email already registered"). */
  storeError?(error: unknown): unknown;
};
