import { isPlainObject } from '../shared/isPlainObject.ts';
import { toNumber } from '../shared/toNumber.ts';

/** Two coordinates as numbers, or `undefined` when either is not the spec's kind of number. */
function pair(lng: unknown, lat: unknown): [number, number] | undefined {
  const x = toNumber(lng);
  const y = toNumber(lat);
  return x === undefined || y === undefined ? undefined : [x, y];
}

/**
 * Reads the accepted spellings of a point as `[lng, lat]`: `[lng, lat]` (numbers or numeric strings),
 * `{ lng, lat }`, a GeoJSON `{ type: 'Point', coordinates }`, or `'lng,lat'`. Ranges are not checked here.
 */
export function toPoint(value: unknown): [number, number] | undefined {
  if (Array.isArray(value)) return value.length === 2 ? pair(value[0], value[1]) : undefined;
  if (typeof value === 'string') {
    const parts = value.split(',');
    return parts.length === 2 ? pair(parts[0], parts[1]) : undefined;
  }
  if (!isPlainObject(value)) return undefined;
  if (value.type === 'Point') return toPoint(Array.isArray(value.coordinates) ? value.coordinates : undefined);
  if ('lng' in value && 'lat' in value) return pair(value.lng, value.lat);
  return undefined;
}

/** Whether a stored value is `[lng, lat]` numbers with longitude in ±180 and latitude in ±90. */
export function isPoint(value: unknown): value is [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [lng, lat] = value;
  if (typeof lng !== 'number' || typeof lat !== 'number') return false;
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}
