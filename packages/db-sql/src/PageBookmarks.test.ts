import { describe, expect, it } from 'vitest';
import { type KeysetSort, keysetConditions } from './PageBookmarks.ts';

const field = (direction: 'asc' | 'desc'): KeysetSort => ({
  keys: ['(data #>> \'{"at"}\')', 'id'],
  names: ['atrium_key', 'id'],
  direction,
  nullable: true,
});
const conditions = (keyset: KeysetSort, values: unknown[], inclusive = false) => {
  const params: unknown[] = [];
  const sql = keysetConditions(keyset, values, inclusive).map((condition) => condition((value) => `$${params.push(value)}`));
  return { sql, params };
};

describe('keysetConditions', () => {
  it('compares rows of columns', () => {
    const columns: KeysetSort = { keys: ['created_at', 'id'], names: ['created_at', 'id'], direction: 'asc', nullable: false };
    expect(conditions(columns, ['2026', 4], true)).toStrictEqual({ sql: ['(created_at, id) >= ($1, $2)'], params: ['2026', 4] });
  });

  it('reads on into the NULLs after the last value, descending', () => {
    expect(conditions(field('desc'), ['2026', 4])).toStrictEqual({
      sql: ['((data #>> \'{"at"}\'), id) < ($1, $2)', '(data #>> \'{"at"}\') IS NULL'],
      params: ['2026', 4],
    });
    expect(conditions(field('desc'), [null, 4])).toStrictEqual({
      sql: ['(data #>> \'{"at"}\') IS NULL AND id < $1'],
      params: [4],
    });
  });

  it('reads on from the NULLs into the values, ascending', () => {
    expect(conditions(field('asc'), [null, 4], true)).toStrictEqual({
      sql: ['(data #>> \'{"at"}\') IS NULL AND id >= $1', '(data #>> \'{"at"}\') IS NOT NULL'],
      params: [4],
    });
    expect(conditions(field('asc'), ['2026', 4])).toStrictEqual({
      sql: ['((data #>> \'{"at"}\'), id) > ($1, $2)'],
      params: ['2026', 4],
    });
  });
});
