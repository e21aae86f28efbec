import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { SelectField } from '../types.ts';
import { selectField } from './index.ts';

const options = ['draft', { label: 'Live', value: 'live' }, { label: { en: 'Old', de: 'Alt' }, value: 'archived' }];
const field = (extra: Partial<SelectField> = {}): SelectField => ({ type: 'select', name: 'status', options, ...extra });
const validate = (f: SelectField, value: unknown) => runValidate(selectField, f, value);

describe('select field validation', () => {
  it('accepts option values, string or object options alike', () => {
    expect(validate(field(), 'draft')).toBe(true);
    expect(validate(field(), 'live')).toBe(true);
    expect(validate(field(), 'archived')).toBe(true);
  });

  it('refuses values that are not options, and labels', () => {
    expect(validate(field(), 'Live')).toBe('Pick one of the offered options.');
    expect(validate(field(), 'other')).toBe('Pick one of the offered options.');
    expect(validate(field(), ['draft'])).toBe('Pick one of the offered options.');
  });

  it('handles required and empty values', () => {
    expect(validate(field(), null)).toBe(true);
    expect(validate(field(), '')).toBe(true);
    expect(validate(field({ required: true }), '')).toBe('Fill in this field.');
    expect(validate(field({ required: true, hasMany: true }), [])).toBe('Fill in this field.');
  });

  it('names every invalid value of a hasMany list', () => {
    const f = field({ hasMany: true });
    expect(validate(f, ['draft', 'live'])).toBe(true);
    expect(validate(f, ['draft', 'nope', 3])).toBe('Not among the options: nope, 3');
    expect(validate(f, 'draft')).toBe('Expected a list of rows.');
  });

  it('enforces minRows and maxRows for hasMany', () => {
    expect(validate(field({ hasMany: true, minRows: 2 }), ['draft'])).toBe('Add at least 2 rows.');
    expect(validate(field({ hasMany: true, maxRows: 1 }), ['draft', 'live'])).toBe('Keep it to 1 row at most.');
  });

  it('wraps a single value for hasMany', () => {
    expect(selectField.beforeWrite?.('draft', field({ hasMany: true }))).toStrictEqual(['draft']);
    expect(selectField.beforeWrite?.('draft', field())).toBe('draft');
    expect(selectField.beforeWrite?.(null, field({ hasMany: true }))).toBe(null);
  });

  it('reports hasMany through isMany', () => {
    expect(selectField.isMany?.(field({ hasMany: true }))).toBe(true);
    expect(selectField.isMany?.(field())).toBe(false);
  });
});

describe('select field config', () => {
  const sanitize = (extra: Partial<SelectField>) => () => selectField.sanitize?.(field(extra), 'posts.status');

  it('needs a non-empty option list with unique string values', () => {
    expect(sanitize({ options: [] })).toThrow('Invalid config: posts.status: `options` must be a non-empty list');
    expect(sanitize({ options: undefined as never })).toThrow('`options` must be a non-empty list');
    expect(sanitize({ options: ['a', { label: 'A', value: 'a' }] })).toThrow(
      'Invalid config: posts.status: `options` has the value "a" twice',
    );
    expect(sanitize({ options: ['a', 2 as never] })).toThrow(
      '`options[1]` must be a string or { label, value } with a string value',
    );
    expect(sanitize({ options: [{ label: 'One', value: 1 as never }] })).toThrow('`options[0]` must be a string');
    expect(sanitize({ options: [{ value: 'x' } as never] })).toThrow('`options[0]` has no `label`');
  });

  it('checks row bounds and a static default value', () => {
    expect(sanitize({ hasMany: true, minRows: 2, maxRows: 1 })).toThrow('`minRows` (2) is greater than `maxRows` (1)');
    expect(sanitize({ defaultValue: 'gone' })).toThrow(
      'Invalid config: posts.status: `defaultValue` "gone" is not one of the options',
    );
    expect(sanitize({ hasMany: true, defaultValue: ['draft', 'x'] })).toThrow('`defaultValue` "x" is not one of the options');
    expect(sanitize({ defaultValue: () => 'anything' })).not.toThrow();
  });

  it('returns a copy without touching the input', () => {
    const input = field({ defaultValue: 'draft' });
    const out = selectField.sanitize?.(input, 'posts.status');
    expect(out).toStrictEqual(input);
    expect(out).not.toBe(input);
    expect(out?.options).not.toBe(input.options);
  });
});
