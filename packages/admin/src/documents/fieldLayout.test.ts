import type { Field } from '@atrium/core/client';
import { describe, expect, it } from 'vitest';
import { hasConditionalFields, splitSidebar } from './fieldLayout.ts';

describe('splitSidebar', () => {
  it('puts top-level sidebar fields beside the form, in their order', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text' },
      { name: 'slug', type: 'text', admin: { position: 'sidebar' } },
      { type: 'row', admin: { position: 'sidebar' }, fields: [{ name: 'minutes', type: 'number' }] },
      { name: 'body', type: 'textarea' },
    ];
    const { main, sidebar } = splitSidebar(fields);
    expect(main.map((f) => ('name' in f ? f.name : f.type))).toEqual(['title', 'body']);
    expect(sidebar.map((f) => ('name' in f ? f.name : f.type))).toEqual(['slug', 'row']);
  });
});

describe('hasConditionalFields', () => {
  it('finds the client config marker at any depth, tabs and blocks included', () => {
    const marked = { name: 'x', type: 'text', hasCondition: true } as Field;
    expect(hasConditionalFields([{ name: 'a', type: 'text' }])).toBe(false);
    expect(hasConditionalFields([marked])).toBe(true);
    expect(hasConditionalFields([{ name: 'g', type: 'group', fields: [{ type: 'row', fields: [marked] }] }])).toBe(true);
    expect(hasConditionalFields([{ type: 'tabs', tabs: [{ label: 'A', fields: [marked] }] }])).toBe(true);
    expect(hasConditionalFields([{ type: 'tabs', tabs: [{ label: 'A', fields: [], hasCondition: true } as never] }])).toBe(true);
    expect(hasConditionalFields([{ name: 'b', type: 'blocks', blocks: [{ slug: 'q', fields: [marked] }] }])).toBe(true);
  });
});
