import { describe, expect, it } from 'vitest';
import { operatorsFor } from './operators.ts';

describe('operatorsFor', () => {
  it('offers text searches for text and ranges for numbers and dates', () => {
    expect(operatorsFor({ name: 'title', type: 'text' })).toEqual([
      'equals',
      'not_equals',
      'contains',
      'like',
      'in',
      'not_in',
      'exists',
    ]);
    expect(operatorsFor({ name: 'n', type: 'number' })).toEqual([
      'equals',
      'not_equals',
      'in',
      'not_in',
      'greater_than',
      'greater_than_equal',
      'less_than',
      'less_than_equal',
      'exists',
    ]);
    expect(operatorsFor({ name: 'd', type: 'date' })).toContain('less_than_equal');
  });

  it('offers geo operators for points and only word matches for rich text', () => {
    expect(operatorsFor({ name: 'p', type: 'point' })).toEqual(['exists', 'near', 'within', 'intersects']);
    expect(operatorsFor({ name: 'r', type: 'richText' })).toEqual(['contains', 'like', 'exists']);
  });

  it('leaves out operators without wording (all, not_like)', () => {
    const offered = operatorsFor({ name: 'rel', type: 'relationship', relationTo: 'posts' });
    expect(offered).toEqual(['equals', 'not_equals', 'in', 'not_in', 'exists']);
  });
});
