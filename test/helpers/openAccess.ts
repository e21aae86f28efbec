import type { Access, Config } from '@atrium/core';

const anyone: Access = () => true;

/**
 * The config with every collection and global open to anonymous callers wherever it sets no access of its
 * own: the content suites test storage, queries and hooks, not who may call them (the auth suites do).
 */
export function withOpenAccess<C extends Omit<Config, 'db' | 'secret'>>(config: C): C {
  return {
    ...config,
    collections: config.collections?.map((c) => ({
      ...c,
      access: { read: anyone, create: anyone, update: anyone, delete: anyone, ...c.access },
    })),
    globals: config.globals?.map((g) => ({ ...g, access: { read: anyone, update: anyone, ...g.access } })),
  };
}
