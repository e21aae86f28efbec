import { echo, echoJSON, type MessageKey, QueryError } from '../errors/index.ts';
import { refuseUnstorableInput } from '../utilities/inspectInput.ts';
import type { GeoValue, NearValue, ResolvedPath, WhereOperator } from './types.ts';

type Scalar = string | number | boolean | null;

/** The spec's number check (section 5): not null, not blank, and a real finite number. */
export function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function bad(path: ResolvedPath, operator: string, problem: MessageKey, value?: unknown): never {
  const vars = { path: echo(path.path), operator, ...(value !== undefined ? { value: echo(String(value)) } : {}) };
  throw new QueryError(problem, vars, { path: vars.path, operator });
}

/** One comparable value of the path's kind. */
export function coerceScalar(path: ResolvedPath, operator: string, raw: unknown): Scalar {
  if (raw === null) return null;
  if (typeof raw === 'object') bad(path, operator, 'query:valueNotSingle');
  switch (path.kind) {
    case 'number': {
      const n = toNumber(raw);
      if (n === undefined) bad(path, operator, 'query:valueNotNumber', raw);
      if (path.exactNumbers && Math.abs(n) > Number.MAX_SAFE_INTEGER)
        throw new QueryError(
          'query:numberNotExact',
          { path: echo(path.path), operator, value: echo(String(raw)), limit: Number.MAX_SAFE_INTEGER },
          { path: echo(path.path), operator },
        );
      return n;
    }
    case 'boolean':
      if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
      if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
      return bad(path, operator, 'query:valueNotBoolean', raw);
    case 'date': {
      const d = typeof raw === 'number' ? new Date(raw) : new Date(String(raw));
      if (Number.isNaN(d.getTime())) bad(path, operator, 'query:valueNotDate', raw);
      return d.toISOString();
    }
    case 'relationship':
      if (path.idType === 'uuid') return String(raw);
      {
        const n = toNumber(raw);
        // Past the safe integers no stored id can match (one would be rounded to another's), and PostgreSQL refuses
        // the value outright as a bigint.
        if (n === undefined || !Number.isSafeInteger(n)) bad(path, operator, 'query:valueNotID', raw);
        return n;
      }
    default:
      return String(raw);
  }
}

function toList(path: ResolvedPath, operator: string, raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw === '' ? [] : raw.split(',');
  if (raw === null || typeof raw !== 'object') return [raw];
  return bad(path, operator, 'query:valueNotList');
}

function toWords(raw: unknown): string[] {
  return String(raw ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

function parseNear(path: ResolvedPath, raw: unknown): NearValue {
  const parts = toList(path, 'near', raw).map((v) => (v === '' || v === null ? undefined : toNumber(v)));
  const [lng, lat, maxDistance, minDistance] = parts;
  if (lng === undefined || lat === undefined || Math.abs(lng) > 180 || Math.abs(lat) > 90) {
    bad(path, 'near', 'query:valueNotNear');
  }
  for (const d of [maxDistance, minDistance]) if (d !== undefined && d < 0) bad(path, 'near', 'query:valueNegativeDistance');
  return {
    lng,
    lat,
    ...(maxDistance !== undefined ? { maxDistance } : {}),
    ...(minDistance !== undefined ? { minDistance } : {}),
  };
}

function toPair(path: ResolvedPath, operator: string, raw: unknown): [number, number] {
  if (!Array.isArray(raw) || raw.length < 2) bad(path, operator, 'query:valueNotPosition');
  const lng = toNumber(raw[0]);
  const lat = toNumber(raw[1]);
  if (lng === undefined || lat === undefined || Math.abs(lng) > 180 || Math.abs(lat) > 90)
    bad(path, operator, 'query:valuePositionOutOfRange');
  return [lng, lat];
}

function parseGeo(path: ResolvedPath, operator: string, raw: unknown): GeoValue {
  let geo = raw;
  if (typeof geo === 'string') {
    try {
      geo = JSON.parse(geo);
    } catch {
      bad(path, operator, 'query:valueNotGeometry');
    }
  }
  if (!geo || typeof geo !== 'object') bad(path, operator, 'query:valueNotGeometry');
  const { type, coordinates } = geo as { type?: unknown; coordinates?: unknown };
  if (type === 'Point') return { type: 'Point', coordinates: toPair(path, operator, coordinates) };
  if (type === 'Polygon') {
    const ring = Array.isArray(coordinates) ? coordinates[0] : undefined;
    if (!Array.isArray(ring) || ring.length < 4) bad(path, operator, 'query:valuePolygonTooShort');
    return { type: 'Polygon', ring: ring.map((p) => toPair(path, operator, p)) };
  }
  return bad(path, operator, 'query:valueGeometryType', echoJSON(type));
}

/** Turns a raw operator value (string from a query string, or JSON) into the typed value the adapter expects. */
export function coerceValue(path: ResolvedPath, operator: WhereOperator, raw: unknown): unknown {
  switch (operator) {
    case 'exists':
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      return bad(path, operator, 'query:valueNotTrueOrFalse');
    case 'in':
    case 'not_in':
    case 'all':
      return toList(path, operator, raw).map((v) => coerceScalar(path, operator, v));
    case 'like':
    case 'not_like':
      if (raw !== null && typeof raw === 'object') bad(path, operator, 'query:valueNotText');
      return toWords(raw);
    case 'contains':
      if (raw !== null && typeof raw === 'object') bad(path, operator, 'query:valueNotText');
      return String(raw ?? '').toLowerCase();
    case 'near':
      return parseNear(path, raw);
    case 'within':
    case 'intersects':
      return parseGeo(path, operator, raw);
    case 'equals':
    case 'not_equals':
      if (path.kind === 'json' && raw !== null && typeof raw === 'object') return raw;
      // Rich text compares as its stored JSON text; a list or object has no such text (and SQLite cannot bind one).
      if (path.kind === 'richText' && raw !== null && typeof raw === 'object')
        throw new QueryError('query:richTextComparesWithText', { path: path.path, operator }, { path: path.path, operator });
      // From a query string a JSON value arrives as text: `where[meta][equals]={"k":1}`.
      if (path.kind === 'json' && typeof raw === 'string') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          return raw;
        }
        // Parsed here, so the server's check of the query string saw only its escapes (`\u0000`, deep brackets).
        // A JSON value parsed from a where string is held to the JSON body's rules: depth, and storable text.
        refuseUnstorableInput(parsed, { root: `where.${path.path}.${operator}`, depthError: 'error:whereTooDeep' });
        return parsed;
      }
      if (raw === 'null' && path.kind !== 'text') return null;
      return coerceScalar(path, operator, raw);
    default:
      if (raw === null) bad(path, operator, 'query:valueNull');
      return coerceScalar(path, operator, raw);
  }
}
