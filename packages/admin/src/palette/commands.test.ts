import { describe, expect, it } from 'vitest';
import type { Permissions } from '../auth/AuthProvider.tsx';
import type { AdminConfig, ClientCollection, Label } from '../config/index.ts';
import { buildCommands, type Command, rankCommands } from './commands.ts';

const collection = (slug: string, singular: string, plural: string, group?: string): ClientCollection => ({
  slug,
  labels: { singular, plural },
  admin: { group, useAsTitle: 'title', pagination: { defaultLimit: 10, limits: [10] } },
  fields: [],
  timestamps: true,
  trash: false,
  upload: false,
  versions: false,
  auth: false,
  defaultSort: '-createdAt',
  idType: 'number',
});

const config = {
  collections: [
    collection('posts', 'Post', 'Posts', 'Content'),
    collection('categories', 'Category', 'Categories', 'Content'),
    collection('users', 'User', 'Users'),
  ],
  globals: [{ slug: 'footer', label: 'Footer', fields: [] }],
} as unknown as AdminConfig;

const allow = { permission: true };
const deny = { permission: false };
const permissions: Permissions = {
  canAccessAdmin: true,
  collections: {
    posts: { read: allow, create: allow, fields: {} },
    categories: { read: allow, create: deny, fields: {} },
    users: { read: deny, create: allow, fields: {} },
  },
  globals: { footer: { read: allow, fields: {} } },
};

const label = (value: Label | false | undefined, fallback = '') => (typeof value === 'string' ? value : fallback);
const t = (key: string, vars?: Record<string, unknown>) => (vars?.label ? `${key}(${vars.label})` : key);

const build = (recent = []) => buildCommands({ config, permissions, label, t, recent });
const ids = (commands: Command[]) => commands.map((command) => command.id);

describe('buildCommands', () => {
  it('offers what the user may read, and create only where they may also create', () => {
    expect(ids(build())).toEqual([
      'collection:posts',
      'collection:categories',
      'global:footer',
      'create:posts',
      'action:dashboard',
      'action:account',
      'action:logout',
    ]);
  });

  it('leaves out recent documents of collections the user may not read', () => {
    const commands = buildCommands({
      config,
      permissions,
      label,
      t,
      recent: [
        { kind: 'collection', slug: 'users', id: 1, title: 'Ada' },
        { kind: 'collection', slug: 'posts', id: 'a b', title: '' },
        { kind: 'global', slug: 'footer', title: 'Footer' },
      ],
    });
    expect(commands.filter((c) => c.section === 'recent').map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'general:untitled', to: '/collections/posts/a%20b' },
      { label: 'Footer', to: '/globals/footer' },
    ]);
  });
});

describe('rankCommands', () => {
  const commands: Command[] = [
    ...build(),
    { id: 'recent:posts:1', section: 'recent', label: 'Postcards from Porto', to: '/collections/posts/1' },
  ];

  it('shows recent documents first while nothing is typed, and no live documents', () => {
    const sections = rankCommands([...commands, { id: 'doc:1', section: 'documents', label: 'x', to: '/' }], '  ');
    expect(sections.map((s) => s.key)).toEqual(['recent', 'collections', 'globals', 'create', 'actions']);
  });

  it('puts the collection ahead of an equally good recent document once the user types', () => {
    const sections = rankCommands(commands, 'pos');
    expect(sections.map((s) => [s.key, ids(s.commands)])).toEqual([
      ['collections', ['collection:posts']],
      ['recent', ['recent:posts:1']],
      ['create', ['create:posts']],
    ]);
  });

  it('orders sections by their best match', () => {
    expect(rankCommands(commands, 'new post').map((s) => s.key)).toEqual(['create']);
    expect(rankCommands(commands, 'porto').map((s) => s.key)).toEqual(['recent']);
    expect(rankCommands(commands, 'content').map((s) => s.key)).toEqual([]);
  });

  it('keeps live documents after the rest, however well they match', () => {
    const live: Command = { id: 'doc:3', section: 'documents', label: 'Recipes', to: '/collections/posts/3' };
    expect(rankCommands([...commands, live], 're').map((s) => s.key)).toEqual(['create', 'documents']);
  });

  it('matches keywords (the slug) and keeps server matches', () => {
    expect(ids(rankCommands(commands, 'footer')[0].commands)).toEqual(['global:footer']);
    const server: Command = { id: 'doc:2', section: 'documents', label: 'Trains', to: '/', isServerMatch: true };
    expect(rankCommands([server], 'rail').map((s) => s.key)).toEqual(['documents']);
  });
});
