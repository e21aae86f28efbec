import type { DatabaseAdapter } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { adapterContract } from '@atrium/db-sql/contract';
import { createTestSchema, postgresTestURL } from '../helpers/database.ts';

const schemas = new Map<DatabaseAdapter, { schema: string; drop: () => Promise<void> }>();

adapterContract('postgres', {
  makeAdapter: async () => {
    const created = await createTestSchema('adapter');
    const adapter = postgresAdapter({ connectionString: postgresTestURL(), schema: created.schema });
    schemas.set(adapter, created);
    return adapter;
  },
  openPeer: async (adapter) => postgresAdapter({ connectionString: postgresTestURL(), schema: schemas.get(adapter)!.schema }),
  cleanup: async (adapter) => {
    await schemas.get(adapter)?.drop();
  },
});
