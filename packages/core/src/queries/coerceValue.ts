import { QueryError } from '../errors/index.ts';
import type { GeoValue, NearValue, ResolvedPath, WhereOperator } from './types.ts';

type Scalar = string | number | boolean | null;

/** The spec's number check (section 5): not null, not blank, and a real finite number. */
export function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function bad(path: ResolvedPath, operator: string, detail: string): never {
  throw new QueryError(`Invalid value for "${path.path}" ${operator}: ${detail}.`, { path: path.path, operator });
}

/** One comparable value of the path's kind. */
export function coerceScalar(path: ResolvedPath, operator: string, raw: unknown): Scalar {
  if (raw === null) return null;
  if (typeof raw === 'object') bad(path, operator, 'expected a single value, got an object or list');
  switch (path.kind) {
    case 'number': {
      const n = toNumber(raw);
      if (n === undefined) bad(path, operator, `"${String(raw)}" is not a number`);
      return n;
    }
    case 'boolean':
      if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
      if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
      return bad(path, operator, `"${String(raw)}" is not true or false`);
    case 'date': {
      const d = typeof raw === 'number' ? new Date(raw) : new Date(String(raw));
      if (Number.isNaN(d.getTime())) bad(path, operator, `"${String(raw)}" is not a date`);
      return d.toISOString();
    }
    case 'relationship':
      if (path.idType === 'uuid') return String(raw);
      {
        const n = toNumber(raw);
        // Past the safe integers no stored id can match, and PostgreSQL refuses the value outright as a bigint.
        if (n === undefined || !Number.isSafeInteger(n)) bad(path, operator, `"${String(raw)}" is not a valid id`);
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
  return bad(path, operator, 'expected a list of values');
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
    bad(path, 'near', 'expected "longitude,latitude[,maxDistance[,minDistance]]" with longitude in ±180 and latitude in ±90');
  }
  for (const d of [maxDistance, minDistance])
    if (d !== undefined && d < 0) bad(path, 'near', 'distances are metres and cannot be negative');
  return {
    lng,
    lat,
    ...(maxDistance !== undefined ? { maxDistance } : {}),
    ...(minDistance !== undefined ? { minDistance } : {}),
  };
}

function toPair(path: ResolvedPath, operator: string, raw: unknown): [number, number] {
  if (!Array.isArray(raw) || raw.length < 2) bad(path, operator, 'a position is [longitude, latitude]');
  const lng = toNumber(raw[0]);
  const lat = toNumber(raw[1]);
  if (lng === undefined || lat === undefined || Math.abs(lng) > 180 || Math.abs(lat) > 90)
    bad(path, operator, 'a position is [longitude, latitude] within range');
  return [lng, lat];
}

function parseGeo(path: ResolvedPath, operator: string, raw: unknown): GeoValue {
  let geo = raw;
  if (typeof geo === 'string') {
    try {
      geo = JSON.parse(geo);
    } catch {
      bad(path, operator, 'expected a GeoJSON geometry');
    }
  }
  if (!geo || typeof geo !== 'object') bad(path, operator, 'expected a GeoJSON geometry');
  const { type, coordinates } = geo as { type?: unknown; coordinates?: unknown };
  if (type === 'Point') return { type: 'Point', coordinates: toPair(path, operator, coordinates) };
  if (type === 'Polygon') {
    const ring = Array.isArray(coordinates) ? coordinates[0] : undefined;
    if (!Array.isArray(ring) || ring.length < 4) bad(path, operator, 'a Polygon needs an outer ring of at least 4 positions');
    return { type: 'Polygon', ring: ring.map((p) => toPair(path, operator, p)) };
  }
  return bad(path, operator, `GeoJSON type must be Point or Polygon, got ${JSON.stringify(type)}`);
}

/** Turns a raw operator value (string from a query string, or JSON) into the typed value the adapter expects. */
export function coerceValue(path: ResolvedPath, operator: WhereOperator, raw: unknown): unknown {
  switch (operator) {
    case 'exists':
      if (raw === true || raw === 'true') return true;
      if (raw === false || raw === 'false') return false;
      return bad(path, operator, 'expected true or false');
    case 'in':
    case 'not_in':
    case 'all':
      return toList(path, operator, raw).map((v) => coerceScalar(path, operator, v));
    case 'like':
    case 'not_like':
      if (raw !== null && typeof raw === 'object') bad(path, operator, 'expected text');
      return toWords(raw);
    case 'contains':
      if (raw !== null && typeof raw === 'object') bad(path, operator, 'expected text');
      return String(raw ?? '').toLowerCase();
    case 'near':
      return parseNear(path, raw);
    case 'within':
    case 'intersects':
      return parseGeo(path, operator, raw);
    case 'equals':
    case 'not_equals':
      if ((path.kind === 'json' || path.kind === 'richText') && raw !== null && typeof raw === 'object') return raw;
      // From a query string a JSON value arrives as text: `where[meta][equals]={"k":1}`.
      if ((path.kind === 'json' || path.kind === 'richText') && typeof raw === 'string') {
        try {
          return JSON.parse(raw);
        } catch {
          return raw;
        }
      }
      if (raw === 'null' && path.kind !== 'text') return null;
      return coerceScalar(path, operator, raw);
    default:
      if (raw === null) bad(path, operator, 'cannot compare with null');
      return coerceScalar(path, operator, raw);
  }
}
