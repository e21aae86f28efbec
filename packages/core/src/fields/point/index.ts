import { isEmptyValue } from '../shared/isEmptyValue.ts';
import { missingValue } from '../shared/missingValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import { query } from './query.ts';
import { isPoint, toPoint } from './toPoint.ts';
import type { PointField } from './types.ts';

/** A geographic point stored in GeoJSON order, `[longitude, latitude]`. */
export const pointField: FieldTypeDefinition<PointField> = {
  type: 'point',
  validate(value, { field, req }) {
    if (isEmptyValue(value)) return missingValue(field, req.t);
    return isPoint(value) ? true : req.t('validation:notValidPoint');
  },
  beforeWrite(value) {
    if (typeof value === 'string' && value.trim() === '') return null;
    return toPoint(value) ?? value;
  },
  storage: 'json',
  queryKind: 'point',
  ...query,
  isUniqueCapable: () => false,
};
