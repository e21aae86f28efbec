import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { RelationshipField } from '../types.ts';
import { relationshipField } from './index.ts';

const field = (extra: Partial<RelationshipField> = {}): RelationshipField => ({
  type: 'relationship',
  name: 'author',
  relationTo: 'users',
  ...extra,
});
const poly = (extra: Partial<RelationshipField> = {}) => field({ relationTo: ['users', 'teams'], ...extra });
const validate = (f: RelationshipField, value: unknown) => runValidate(relationshipField, f, value);
const write = (value: unknown, f = field()) => relationshipField.beforeWrite?.(value, f);

describe('relationship field validation', () => {
  it('accepts string and integer ids', () => {
    expect(validate(field(), '65f0c1d2e3a4b5c6d7e8f901')).toBe(true);
    expect(validate(field(), 12)).toBe(true);
    expect(validate(field(), '12')).toBe(true);
  });

  it('refuses values that cannot be ids', () => {
    expect(validate(field(), 1.5)).toBe(
      'This link to another document is not valid: 1.5 is not an id: ids are non-empty text or whole numbers.',
    );
    expect(validate(field(), { id: 'x', name: 'y' })).toBe(
      'This link to another document is not valid: {"id":"x","name":"y"} is not an id: ids are non-empty text or whole numbers.',
    );
    expect(validate(field(), true)).toBe(
      'This link to another document is not valid: true is not an id: ids are non-empty text or whole numbers.',
    );
  });

  it('handles required and empty values', () => {
    expect(validate(field(), null)).toBe(true);
    expect(validate(field(), '')).toBe(true);
    expect(validate(field({ required: true }), '  ')).toBe('Fill in this field.');
    expect(validate(field({ required: true, hasMany: true }), [])).toBe('Fill in this field.');
  });

  it('checks hasMany lists and their length', () => {
    const f = field({ hasMany: true, minRows: 1, maxRows: 2 });
    expect(validate(f, ['a', 2])).toBe(true);
    expect(validate(f, 'a')).toBe('Expected a list of rows.');
    expect(validate(f, ['a', ''])).toBe(
      'This link to another document is not valid: "" is not an id: ids are non-empty text or whole numbers.',
    );
    expect(validate(f, ['a', 'b', 'c'])).toBe('Keep it to 2 rows at most.');
    expect(validate(field({ hasMany: true, minRows: 2 }), ['a'])).toBe('Add at least 2 rows.');
  });

  it('checks the { relationTo, value } shape of polymorphic references', () => {
    expect(validate(poly(), { relationTo: 'teams', value: 3 })).toBe(true);
    expect(validate(poly(), 'abc')).toBe(
      'This link to another document is not valid: "abc" should look like { relationTo, value }.',
    );
    expect(validate(poly(), { relationTo: 'posts', value: 3 })).toBe(
      'This link to another document is not valid: "posts" is not one of the collections allowed here (users, teams).',
    );
    expect(validate(poly(), { relationTo: 'users', value: null })).toBe(
      'This link to another document is not valid: null is not an id: ids are non-empty text or whole numbers.',
    );
    expect(
      validate(poly({ hasMany: true }), [
        { relationTo: 'users', value: 'a' },
        { relationTo: 'teams', value: 1 },
      ]),
    ).toBe(true);
    expect(validate(poly({ hasMany: true }), [{ relationTo: 'users', value: 'a' }, { value: 1 }])).toBe(
      'This link to another document is not valid: {"value":1} should look like { relationTo, value }.',
    );
  });
});

describe('relationship field beforeWrite', () => {
  it('keeps ids as given, numeric strings included', () => {
    expect(write('12')).toBe('12');
    expect(write(12)).toBe(12);
  });

  it('reduces populated documents to their ids', () => {
    expect(write({ id: 'u1', name: 'Ada' })).toBe('u1');
    expect(write([{ id: 1 }, 2, '3'], field({ hasMany: true }))).toStrictEqual([1, 2, '3']);
    expect(write({ relationTo: 'users', value: { id: 'u1', name: 'Ada' } }, poly())).toStrictEqual({
      relationTo: 'users',
      value: 'u1',
    });
  });

  it('wraps a single reference for hasMany and blanks become null', () => {
    expect(write('a', field({ hasMany: true }))).toStrictEqual(['a']);
    expect(write({ relationTo: 'users', value: 'a' }, poly({ hasMany: true }))).toStrictEqual([
      { relationTo: 'users', value: 'a' },
    ]);
    expect(write('')).toBe(null);
    expect(write({ relationTo: 'users', value: null }, poly())).toBe(null);
    expect(write(undefined)).toBe(undefined);
  });
});

describe('relationship field config', () => {
  const sanitize = (extra: Partial<RelationshipField>) => () => relationshipField.sanitize?.(field(extra), 'posts.author');

  it('needs relationTo as one slug or a non-empty list of unique slugs', () => {
    expect(sanitize({ relationTo: '' })).toThrow(
      'Invalid config: posts.author: `relationTo` must be a collection slug or a list of them',
    );
    expect(sanitize({ relationTo: [] })).toThrow('Invalid config: posts.author: `relationTo` must name at least one collection');
    expect(sanitize({ relationTo: ['users', 'users'] })).toThrow('`relationTo` names "users" twice');
    expect(sanitize({ relationTo: undefined as never })).toThrow('`relationTo` must be a collection slug or a list of them');
  });

  it('checks rows and maxDepth', () => {
    expect(sanitize({ hasMany: true, minRows: 3, maxRows: 2 })).toThrow('`minRows` (3) is greater than `maxRows` (2)');
    expect(sanitize({ maxDepth: -1 })).toThrow('Invalid config: posts.author: `maxDepth` must be a whole number of 0 or more');
  });

  it('returns a copy', () => {
    const input = poly();
    const out = relationshipField.sanitize?.(input, 'posts.author');
    expect(out).toStrictEqual(input);
    expect(out?.relationTo).not.toBe(input.relationTo);
  });

  it('is a relationship for queries', () => {
    expect(relationshipField.queryKind).toBe('relationship');
    expect(relationshipField.operators).toStrictEqual(['equals', 'not_equals', 'in', 'not_in', 'exists', 'all']);
    expect(relationshipField.isMany?.(field({ hasMany: true }))).toBe(true);
    expect(relationshipField.isMany?.(field())).toBe(false);
  });
});
