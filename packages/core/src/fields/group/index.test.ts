import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { GroupField } from '../types.ts';
import { groupField } from './index.ts';

const field = (extra: Partial<GroupField> = {}): GroupField => ({
  type: 'group',
  name: 'meta',
  fields: [{ type: 'text', name: 'title' }],
  ...extra,
});
const validate = (f: GroupField, value: unknown) => runValidate(groupField, f, value);

describe('group field', () => {
  it('accepts a plain object or nothing', () => {
    expect(validate(field(), { title: 'x' })).toBe(true);
    expect(validate(field(), {})).toBe(true);
    expect(validate(field(), undefined)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(validate(field(), 'x')).toBe('Expected a group of fields.');
    expect(validate(field(), [])).toBe('Expected a group of fields.');
    expect(validate(field(), new Date())).toBe('Expected a group of fields.');
  });

  it('is missing only when undefined or null', () => {
    expect(validate(field({ required: true }), null)).toBe('Fill in this field.');
    expect(validate(field({ required: true }), {})).toBe(true);
  });

  it('needs a fields list in the config and returns a copy', () => {
    expect(() => groupField.sanitize?.(field({ fields: 'x' as never }), 'pages.meta')).toThrow(
      'Invalid config: pages.meta: `fields` must be a list',
    );
    const input = field();
    const out = groupField.sanitize?.(input, 'pages.meta');
    expect(out).toStrictEqual(input);
    expect(out?.fields).not.toBe(input.fields);
  });

  it('is a container for queries', () => {
    expect(groupField.operators).toStrictEqual(['exists']);
  });
});
