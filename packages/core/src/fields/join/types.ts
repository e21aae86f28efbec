import type { Where } from '../../queries/types.ts';
import type { FieldAdmin, FieldBase } from '../types.ts';

/**
 * The documents of another collection that point at this one through one of their relationship or upload
 * fields, listed on every read. Nothing is stored: the value is `{ docs, hasNextPage, totalDocs? }`, computed
 * as the reader (their read access to `collection` applies).
 */
export type JoinField = FieldBase & {
  type: 'join';
  /** The collection whose documents are listed (one slug; Payload's list of several is not supported). */
  collection: string;
  /**
   * The relationship or upload field of `collection` that points at this collection; a dot path reaches into
   * groups and named tabs (`meta.category`).
   */
  on: string;
  /** Narrows the list; the request's `joins[<name>][where]` is added to it. */
  where?: Where;
  /** A field of `collection` to order by (`-title` descending). Defaults to that collection's `defaultSort`. */
  defaultSort?: string;
  /** How many documents a read lists; `0` lists all. Defaults to `10`. */
  defaultLimit?: number;
  /** The most relationship levels the listed documents are read to. Defaults to `1`. */
  maxDepth?: number;
  admin?: FieldAdmin & {
    /** `false` hides the edit view's "create new" button. Defaults to `true`. */
    allowCreate?: boolean;
    /** The fields of `collection` the edit view shows beside the title. Defaults to the title alone. */
    defaultColumns?: string[];
  };
};

/** A join's value: the ids (depth 0) or documents it lists, and whether more follow. */
export type JoinValue = {
  docs: (string | number | Record<string, unknown>)[];
  hasNextPage: boolean;
  /** Only when the request asked for it (`joins[<name>][count]=true`). */
  totalDocs?: number;
};
