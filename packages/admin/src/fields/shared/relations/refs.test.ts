import { describe, expect, it } from 'vitest';
import { fromRefs, toRefs } from './refs.ts';

describe('relationship references', () => {
  it('reads and writes a single id', () => {
    const field = { relationTo: 'users' };
    expect(toRefs(7, field)).toEqual([{ relationTo: 'users', value: 7 }]);
    expect(toRefs(null, field)).toEqual([]);
    expect(fromRefs([{ relationTo: 'users', value: 7 }], field)).toBe(7);
    expect(fromRefs([], field)).toBeNull();
  });

  it('reads populated documents as their ids', () => {
    expect(toRefs([{ id: 'a', title: 'A' }, 'b'], { relationTo: 'posts', hasMany: true })).toEqual([
      { relationTo: 'posts', value: 'a' },
      { relationTo: 'posts', value: 'b' },
    ]);
  });

  it('keeps the polymorphic shape', () => {
    const field = { relationTo: ['posts', 'pages'], hasMany: true };
    const value = [
      { relationTo: 'pages', value: 3 },
      { relationTo: 'posts', value: { id: 4 } },
    ];
    expect(fromRefs(toRefs(value, field), field)).toEqual([
      { relationTo: 'pages', value: 3 },
      { relationTo: 'posts', value: 4 },
    ]);
    expect(fromRefs([], field)).toEqual([]);
  });
});
