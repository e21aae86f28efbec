import type { QueryValueKind, WhereOperator } from '../fields/types.ts';

export type { WhereOperator };

/** What users write: `{ title: { equals: 'x' }, or: [{ …}, { …}] }`. */
export type WhereField = Partial<Record<WhereOperator, unknown>>;
export type Where = { [path: string]: WhereField | Where[] | undefined; and?: Where[]; or?: Where[] };

/**
 * One step of a resolved query path, from the document root to the compared value.
 * - `key`: descend into an object key (group, named tab, array row field, locale code).
 * - `each`: the value is an array; the condition holds when it holds for some element.
 * - `relation`: the value is the id of a document of `collection` (or, with `polymorphic`,
 *   `{ relationTo, value }`); the rest of the path continues inside that document.
 */
export type PathStep =
  | { kind: 'key'; key: string }
  | { kind: 'each' }
  | {
      kind: 'relation';
      collection: string;
      polymorphic: boolean;
      /** Only documents of `collection` matching this count: the caller's read access, on their own queries. */
      where?: WhereNode;
    };

/**
 * A where path checked against the config. `column` is set for `id`, `createdAt`, `updatedAt` at the
 * root of a collection; otherwise `steps` lead through the JSON document.
 */
export type ResolvedPath = {
  /** The path as the user wrote it, for error messages. */
  path: string;
  column?: 'id' | 'createdAt' | 'updatedAt';
  steps: PathStep[];
  /** How to compare the final value. */
  kind: QueryValueKind;
  /** For `kind: 'relationship'` and `column: 'id'`: the id type of the collection referred to. */
  idType?: 'number' | 'uuid';
  /** The final value is an array of scalars (hasMany select/number/text/relationship). */
  isMany: boolean;
  /** Operators the path accepts; checked by core, ignored by adapters. */
  operators?: readonly WhereOperator[];
  /**
   * Numbers past ±`Number.MAX_SAFE_INTEGER` are refused (an integer field, or one with bounds): JSON and the
   * databases would compare them rounded, so `9007199254740993` would match `9007199254740992`.
   */
  exactNumbers?: boolean;
};

/** A checked where tree: what the database adapter receives. Values are already coerced to the field's type. */
export type WhereNode =
  | { kind: 'and'; children: WhereNode[] }
  | { kind: 'or'; children: WhereNode[] }
  | { kind: 'condition'; path: ResolvedPath; operator: WhereOperator; value: unknown }
  /** Matches every document (`true`) or none (`false`): an access result, or an empty `in` list. */
  | { kind: 'constant'; value: boolean };

/**
 * Coerced operator values, by operator:
 * - `equals`, `not_equals`, comparisons: a scalar (string, number, boolean) or `null` for equals/not_equals;
 * - `in`, `not_in`, `all`: a non-empty array of scalars;
 * - `exists`: boolean;
 * - `like`, `not_like`: array of lower-cased words (every word must appear for `like`);
 * - `contains`: lower-cased string;
 * - `near`: `NearValue`; `within`, `intersects`: `GeoValue`.
 */
export type NearValue = { lng: number; lat: number; maxDistance?: number; minDistance?: number };
/** A GeoJSON geometry reduced to what the adapter needs: a point or a polygon's outer ring as `[lng, lat]` pairs. */
export type GeoValue = { type: 'Point'; coordinates: [number, number] } | { type: 'Polygon'; ring: Array<[number, number]> };

/** One sort key, resolved: `-title` → `{ path, direction: 'desc' }`. */
export type SortNode = { path: ResolvedPath; direction: 'asc' | 'desc' };
