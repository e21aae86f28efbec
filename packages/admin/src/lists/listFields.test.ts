import { describe, expect, it } from 'vitest';
import type { ClientCollection } from '../config/index.ts';
import { columnLabel, defaultColumns, filterFields, labelFromName, listColumns } from './listFields.ts';

function buildCollection(overrides: Partial<ClientCollection> = {}): ClientCollection {
  return {
    slug: 'posts',
    labels: { singular: 'Post', plural: 'Posts' },
    admin: { useAsTitle: 'title', pagination: { defaultLimit: 10, limits: [5, 10, 25, 50, 100] } },
    fields: [
      { name: 'title', type: 'text', label: 'Title' },
      {
        type: 'tabs',
        tabs: [
          { label: 'Content', fields: [{ name: 'body', type: 'richText' }] },
          { name: 'meta', label: 'SEO', fields: [{ name: 'title', type: 'text', label: 'Title' }] },
        ],
      },
      { type: 'row', fields: [{ name: 'tags', type: 'select', hasMany: true, options: ['a', 'b'] }] },
      { name: 'layout', type: 'blocks', blocks: [] },
      { name: 'secret', type: 'text', hidden: true },
      { name: 'internal', type: 'text', admin: { disableListColumn: true } },
      { name: 'author', type: 'relationship', relationTo: ['users', 'teams'] },
    ],
    timestamps: true,
    trash: false,
    upload: false,
    versions: false,
    lockDocuments: false,
    auth: false,
    defaultSort: '-createdAt',
    idType: 'number',
    ...overrides,
  };
}

describe('listColumns', () => {
  it('lists data fields with groups opened into dot paths, then id and the timestamps', () => {
    const columns = listColumns(buildCollection());
    expect(columns.map((c) => c.path)).toEqual([
      'title',
      'body',
      'meta.title',
      'tags',
      'layout',
      'author',
      'id',
      'createdAt',
      'updatedAt',
    ]);
  });

  it('marks only single scalar values as sortable', () => {
    const sortable = listColumns(buildCollection())
      .filter((c) => c.isSortable)
      .map((c) => c.path);
    expect(sortable).toEqual(['title', 'meta.title', 'id', 'createdAt', 'updatedAt']);
  });

  it('leaves out fields the user may not read', () => {
    const columns = listColumns(buildCollection(), { title: { read: { permission: false } } });
    expect(columns.map((c) => c.path)).not.toContain('title');
  });
});

describe('filterFields', () => {
  it('offers scalar fields only, including disableListColumn ones', () => {
    expect(filterFields(buildCollection()).map((c) => c.path)).toEqual([
      'title',
      'body',
      'meta.title',
      'tags',
      'internal',
      'author',
      'id',
      'createdAt',
      'updatedAt',
    ]);
  });
});

describe('defaultColumns', () => {
  it('uses admin.defaultColumns when given, dropping unknown paths', () => {
    const collection = buildCollection();
    collection.admin.defaultColumns = ['title', 'nope', 'updatedAt'];
    expect(defaultColumns(collection, listColumns(collection))).toEqual(['title', 'updatedAt']);
  });

  it('otherwise shows the title, a few fields that are not rich text, and the last change', () => {
    const collection = buildCollection();
    expect(defaultColumns(collection, listColumns(collection))).toEqual(['title', 'meta.title', 'tags', 'layout', 'updatedAt']);
  });

  it('shows the draft or published status second where drafts are on', () => {
    const collection = buildCollection({
      versions: { drafts: { autosave: false, schedulePublish: false, validate: false }, maxPerDoc: 100 },
    });
    const columns = listColumns(collection);
    expect(columns.find((c) => c.path === '_status')).toMatchObject({ labelKey: 'version:status', isSortable: true });
    expect(defaultColumns(collection, columns)).toEqual(['title', '_status', 'meta.title', 'tags', 'updatedAt']);
  });

  it('offers no status column without drafts, and none twice when the fields list `_status`', () => {
    expect(listColumns(buildCollection({ versions: { drafts: false, maxPerDoc: 100 } })).some((c) => c.path === '_status')).toBe(
      false,
    );
    const withField = buildCollection({
      versions: { drafts: { autosave: false, schedulePublish: false, validate: false }, maxPerDoc: 100 },
      fields: [{ name: '_status', type: 'select', options: ['draft', 'published'] }],
    });
    expect(listColumns(withField).filter((c) => c.path === '_status')).toHaveLength(1);
  });

  it('offers the status to the filter builder where drafts are on', () => {
    const drafts = { drafts: { autosave: false, schedulePublish: false, validate: false }, maxPerDoc: 100 } as const;
    expect(filterFields(buildCollection({ versions: drafts })).find((c) => c.path === '_status')).toMatchObject({
      labelKey: 'version:status',
      field: { type: 'select', options: ['draft', 'published'] },
    });
    expect(filterFields(buildCollection()).some((c) => c.path === '_status')).toBe(false);
  });
});

describe('columnLabel', () => {
  const t = (key: string) => `t(${key})`;
  const label = (l: unknown, fallback = '') => (typeof l === 'string' ? l : fallback);

  it('joins group labels and falls back to the field name', () => {
    const [title, body, metaTitle] = listColumns(buildCollection());
    expect(columnLabel(title, t, label)).toBe('Title');
    expect(columnLabel(body, t, label)).toBe('Body');
    expect(columnLabel(metaTitle, t, label)).toBe('SEO › Title');
  });

  it('translates the document columns', () => {
    const updatedAt = listColumns(buildCollection()).find((c) => c.path === 'updatedAt');
    expect(updatedAt && columnLabel(updatedAt, t, label)).toBe('t(general:updatedAt)');
  });

  it('writes names as words', () => {
    expect(labelFromName('publishedAt')).toBe('Published at');
    expect(labelFromName('reading_time')).toBe('Reading time');
  });
});
