import type { Field } from '@atrium/core/client';
import { describe, expect, it } from 'vitest';
import { splitSidebar } from './fieldLayout.ts';
import { sortErrorPaths } from './sortErrorPaths.ts';

const fields: Field[] = [
  { name: 'slug', type: 'text', admin: { position: 'sidebar' } },
  { name: 'title', type: 'text' },
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Content',
        fields: [
          {
            name: 'items',
            type: 'array',
            fields: [
              { name: 'label', type: 'text' },
              { name: 'url', type: 'text' },
            ],
          },
          {
            name: 'layout',
            type: 'blocks',
            blocks: [
              { slug: 'quote', fields: [{ name: 'text', type: 'text' }] },
              {
                slug: 'cta',
                fields: [
                  { name: 'link', type: 'text' },
                  { name: 'caption', type: 'text' },
                ],
              },
            ],
          },
        ],
      },
      { name: 'meta', label: 'SEO', fields: [{ name: 'description', type: 'textarea' }] },
    ],
  },
];

describe('sortErrorPaths', () => {
  it('orders the main column first, then the sidebar, and rows by index', () => {
    const data = { layout: [{ blockType: 'quote' }, { blockType: 'cta' }] };
    const paths = ['slug', 'meta.description', 'layout.1.caption', 'items.10.label', 'items.2.url', 'title', 'layout.1.link'];
    expect(sortErrorPaths(splitSidebar(fields), data, paths)).toEqual([
      'title',
      'items.2.url',
      'items.10.label',
      'layout.1.link',
      'layout.1.caption',
      'meta.description',
      'slug',
    ]);
  });

  it('puts paths the config does not know after the known ones, in their given order', () => {
    expect(sortErrorPaths(splitSidebar(fields), {}, ['zeta', 'alpha', 'slug'])).toEqual(['slug', 'zeta', 'alpha']);
  });
});
