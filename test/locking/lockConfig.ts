import { type Atrium, type Config, createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { postgresTestURL } from '../helpers/database.ts';

/** The users the locking suites sign in as: Ada and Cy may take over a lock (`unlock` access), Bob may not. */
export const people = {
  ada: { email: 'ada@example.com', name: 'Ada', canTakeOver: true },
  bob: { email: 'bob@example.com', name: 'Bob', canTakeOver: false },
  cy: { email: 'cy@example.com', name: 'Cy', canTakeOver: true },
} as const;

export type Person = keyof typeof people;

export const password = 'correct horse battery';

const mayTakeOver = ({ req }: { req: { user: Record<string, unknown> | null } }) => req.user?.canTakeOver === true;

/**
 * `posts` (locked, the default 300 s), `pages` (`lockDocuments: false`) and the global `settings`, all writable by
 * any signed-in user; taking over needs `canTakeOver`.
 */
export const lockConfig: Omit<Config, 'db' | 'secret'> = {
  collections: [
    {
      slug: 'users',
      auth: true,
      admin: { useAsTitle: 'name' },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'canTakeOver', type: 'checkbox' },
      ],
    },
    { slug: 'posts', access: { unlock: mayTakeOver }, fields: [{ name: 'title', type: 'text' }] },
    { slug: 'pages', lockDocuments: false, fields: [{ name: 'title', type: 'text' }] },
  ],
  globals: [{ slug: 'settings', access: { unlock: mayTakeOver }, fields: [{ name: 'siteName', type: 'text' }] }],
};

/** An Atrium with `lockConfig` on the SQLite file or PostgreSQL schema `where`. */
export function lockAtrium(dialect: string, where: string, secret: string): Promise<Atrium> {
  const db =
    dialect === 'postgres'
      ? postgresAdapter({ connectionString: postgresTestURL(), schema: where })
      : sqliteAdapter({ filename: where });
  return createAtrium({ ...lockConfig, db, secret });
}
