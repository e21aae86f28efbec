import type { DataField, Field } from '@atrium/core/client';
import type { ComponentType } from 'react';
import type { FieldProps } from '../forms/RenderFields.tsx';
import type { LookupRelated } from './shared/relations/relatedRefs.ts';

/** What a list cell shows: a value that is not empty (the list draws empty ones as a dash). */
export type CellProps<F = DataField> = {
  field: F;
  value: unknown;
  /** Titles (and images) of related documents, fetched once for the page. */
  lookup: LookupRelated;
  /** The value is an upload's size in bytes. */
  isFileSize?: boolean;
};

/** A filter's value as the list's address keeps it: one value, or several. */
export type FilterValue = string | string[];

/** What the value input of a filter row gets (`exists` and geometry operators have inputs of their own). */
export type FilterProps<F = DataField> = {
  field: F;
  operator: string;
  /** The operator takes a list of values (`in`, `not_in`). */
  isList: boolean;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  'aria-label': string;
};

/** A value in one line: text, or (list-like values) how many items it holds; `null` shows nothing. */
export type Summary = string | number | null;

/** The fields of a group, row or block drawn as a diff (given by the versions view: fields/ cannot import it). */
export type DiffFieldsProps = { fields: Field[]; before: unknown; after: unknown };

/** What the version diff of one field gets: its value in the older version (`before`) and the newer one (`after`). */
export type DiffProps<F = DataField> = {
  field: F;
  before: unknown;
  after: unknown;
  /** Titles (and images) of the documents either version refers to, fetched once for the page. */
  lookup: LookupRelated;
  /** Draws nested fields (groups, rows, blocks) as a diff. */
  Fields: ComponentType<DiffFieldsProps>;
};

/** Code an input loads on demand (every input; see `shared/onDemandInput.tsx`): a form waits for it so it draws complete. */
export type OnDemandCode = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * Everything the browser shows of one data field type. Each type's parts live in `fields/<type>/` and its entry
 * is registered in `fields/registry.ts`; a test checks that every type of core's registry has one.
 */
export type DataFieldUI<F = any> = {
  /** The input in the edit form. */
  Input: ComponentType<FieldProps<F & Field>>;
  /** A list cell: the value drawn in one line. */
  Cell: ComponentType<CellProps<F>>;
  /** The value input of the list's filter builder. */
  Filter: ComponentType<FilterProps<F>>;
  /** The value in a collapsed row or block and on rich-text block cards (the value is not empty). */
  summary: (field: F, value: unknown) => Summary;
  /** The documents a cell shows titles of; the list fetches them once for the page. Absent: none. */
  relatedRefs?: (field: F, value: unknown) => { relationTo: string; id: string | number }[];
  /** Operators core accepts that the filter builder does not offer for this type. Defaults to none. */
  hiddenOperators?: readonly string[];
  /** The cell and its heading align to the end (numbers). Defaults to `false`. */
  isNumeric?: boolean;
  /** The field in a version diff, its two values side by side. Absent: diffs leave it out (a virtual join, which versions do not store). */
  Diff?: ComponentType<DiffProps<F>>;
  onDemand?: OnDemandCode;
};

/** What the browser shows of a layout type (row, tabs, …): only its input, which lays out other fields. */
export type LayoutFieldUI = {
  Input: ComponentType<FieldProps<any>>;
  onDemand?: OnDemandCode;
};
