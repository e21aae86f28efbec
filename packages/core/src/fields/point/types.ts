import type { FieldBase } from '../types.ts';

/** GeoJSON order: `[longitude, latitude]`. */
export type PointField = FieldBase & { type: 'point' };
