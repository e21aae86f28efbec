import { canonicalJSON, sqliteFunctions } from '@atrium/db-sql';
import type { Database } from 'better-sqlite3';

const earthRadius = 6371008.8;
const toRadians = Math.PI / 180;

/** Great-circle distance in metres (haversine). */
export function haversine(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * toRadians;
  const dLng = (lng2 - lng1) * toRadians;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRadians) * Math.cos(lat2 * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether `[x, y]` lies inside the ring or on its boundary (even-odd rule). */
export function pointInRing(x: number, y: number, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    const cross = (x - xi) * (yj - yi) - (y - yi) * (xj - xi);
    const onSegment =
      Math.abs(cross) <= 1e-12 &&
      x >= Math.min(xi, xj) &&
      x <= Math.max(xi, xj) &&
      y >= Math.min(yi, yj) &&
      y <= Math.max(yi, yj);
    if (onSegment) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** Registers the helpers the SQLite dialect calls (see `sqliteFunctions`). */
export function registerFunctions(db: Database): void {
  const options = { deterministic: true };
  // SQLite's lower() folds ASCII only; case-insensitive matching must fold `Ä` too.
  db.function(sqliteFunctions.fold, options, (value: unknown) => (value == null ? null : String(value).toLowerCase()));
  db.function(sqliteFunctions.distance, options, (lng1: unknown, lat1: unknown, lng2: unknown, lat2: unknown) =>
    isNumber(lng1) && isNumber(lat1) && isNumber(lng2) && isNumber(lat2) ? haversine(lng1, lat1, lng2, lat2) : null,
  );
  db.function(sqliteFunctions.canonicalJSON, options, (text: unknown) =>
    typeof text === 'string' ? canonicalJSON(JSON.parse(text)) : text == null ? null : canonicalJSON(text),
  );
  // One query checks every row against the same polygon: parse its JSON once.
  let lastRing = '';
  let parsedRing: Array<[number, number]> = [];
  db.function(sqliteFunctions.inPolygon, options, (lng: unknown, lat: unknown, ring: unknown) => {
    if (!isNumber(lng) || !isNumber(lat) || typeof ring !== 'string') return null;
    if (ring !== lastRing) {
      parsedRing = JSON.parse(ring);
      lastRing = ring;
    }
    return pointInRing(lng, lat, parsedRing) ? 1 : 0;
  });
}
