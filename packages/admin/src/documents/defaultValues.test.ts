import type { Field } from '@atrium/core/client';
import { describe, expect, it } from 'vitest';
import { defaultValues } from './defaultValues.ts';

describe('defaultValues', () => {
  const fields: Field[] = [
    { name: 'status', type: 'select', options: ['draft', 'published'], defaultValue: 'draft' },
    { name: 'title', type: 'text' },
    { type: 'row', fields: [{ name: 'isFeatured', type: 'checkbox', defaultValue: false }] },
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'robots', type: 'text', defaultValue: 'index' },
        { name: 'title', type: 'text' },
      ],
    },
    { name: 'tags', type: 'text', hasMany: true, defaultValue: ['a'] },
  ];

  it('starts a new document with the static defaults, groups nested', () => {
    expect(defaultValues(fields)).toEqual({ status: 'draft', isFeatured: false, meta: { robots: 'index' }, tags: ['a'] });
  });

  it('puts the given initial data over the defaults, merging groups', () => {
    expect(defaultValues(fields, { status: 'published', meta: { title: 'T' } })).toEqual({
      status: 'published',
      isFeatured: false,
      meta: { robots: 'index', title: 'T' },
      tags: ['a'],
    });
  });

  it('copies default arrays, so two new documents never share one', () => {
    expect(defaultValues(fields).tags).not.toBe(defaultValues(fields).tags);
  });
});
