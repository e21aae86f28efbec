import type { SanitizedConfig } from '../../config/types.ts';
import { echo, echoJSON, QueryError } from '../../errors/index.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import type { DataField } from '../types.ts';
import { walkFields } from '../walkFields.ts';

/** What a request may ask of one join (`joins[<name>][limit|sort|where|count]`), checked. */
export type JoinRequestOptions = { limit?: number; sort?: unknown; where?: unknown; count?: boolean };

const optionNames = new Set(['limit', 'sort', 'where', 'count']);

// The join fields of each collection by path, found once per config: which names `joins` may use.
const joinPathsByConfig = new WeakMap<SanitizedConfig, Map<DataField, Set<string>>>();

/** The paths of every join in the collection that holds `field` (the names a request's `joins` may use). */
function joinPathsBeside(config: SanitizedConfig, field: DataField): Set<string> {
  let byField = joinPathsByConfig.get(config);
  if (!byField) {
    byField = new Map();
    for (const collection of config.collections) {
      const joins: DataField[] = [];
      const paths = new Set<string>();
      walkFields(collection.flattenedFields, (at) => {
        if (at.field.type !== 'join') return;
        joins.push(at.field);
        paths.add(at.path);
      });
      for (const join of joins) byField.set(join, paths);
    }
    joinPathsByConfig.set(config, byField);
  }
  return byField.get(field) ?? new Set();
}

const noOptions: ReadonlyMap<string, JoinRequestOptions> = new Map();

// Each request's `joins` checked once, not once per document and join field (a list of 100 categories reads it 100
// times): by the parameter object, which is the request's own (`req.query.joins`) and goes with it, then by the
// join names of the collection it was read for (a hook's find on another collection, given the same request,
// checks it against that collection's).
const parsedByParameter = new WeakMap<object, Map<Set<string>, ReadonlyMap<string, JoinRequestOptions>>>();

/**
 * The request's `joins` options (`joins=false` is read by the caller) for the collection that holds `field`, checked: an unknown join name, an unknown option
 * or a value of the wrong kind is a 400 that says which (`where` and `sort` are checked by the find, like a list's).
 */
export function readJoinsParameter(
  config: SanitizedConfig,
  field: DataField,
  joins: unknown,
): ReadonlyMap<string, JoinRequestOptions> {
  if (joins === undefined) return noOptions;
  if (!isPlainObject(joins)) throw new QueryError('query:joinsInvalid');
  const known = joinPathsBeside(config, field);
  let byCollection = parsedByParameter.get(joins);
  if (!byCollection) {
    byCollection = new Map();
    parsedByParameter.set(joins, byCollection);
  }
  let parsed = byCollection.get(known);
  if (!parsed) {
    parsed = parseJoins(config, known, joins);
    byCollection.set(known, parsed);
  }
  return parsed;
}

function parseJoins(
  config: SanitizedConfig,
  known: Set<string>,
  joins: Record<string, unknown>,
): Map<string, JoinRequestOptions> {
  const out = new Map<string, JoinRequestOptions>();
  for (const [name, options] of Object.entries(joins)) {
    if (!known.has(name)) throw new QueryError('query:joinUnknown', { name: echo(name), joins: [...known].join(', ') || '—' });
    if (!isPlainObject(options)) throw new QueryError('query:joinsInvalid');
    for (const option of Object.keys(options))
      if (!optionNames.has(option)) throw new QueryError('query:joinOptionUnknown', { name: echo(name), option: echo(option) });
    out.set(name, {
      limit: readLimit(config, name, options.limit),
      sort: options.sort === '' ? undefined : options.sort,
      where: options.where,
      count: readCount(options.count),
    });
  }
  return out;
}

function readLimit(config: SanitizedConfig, name: string, value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > config.maxLimit)
    throw new QueryError('query:countOutOfRange', {
      name: `joins[${echo(name)}][limit]`,
      min: 0,
      max: config.maxLimit,
      value: echoJSON(value),
    });
  return n;
}

function readCount(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw new QueryError('query:notTrueOrFalse', { value: echoJSON(value) });
}
