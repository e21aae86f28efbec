import type { DatabaseAdapter } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { adapterContract } from '@atrium/db-sql/contract';
import { createTestSchema, postgresTestURL } from '../helpers/database.ts';

const schemas = new Map<DatabaseAdapter, () => Promise<void>>();

adapterContract(
  'postgres',
  async () => {
    const { schema, drop } = await createTestSchema('adapter');
    const adapter = postgresAdapter({ connectionString: postgresTestURL(), schema });
    schemas.set(adapter, drop);
    return adapter;
  },
  async (adapter) => {
    await schemas.get(adapter)?.();
  },
);
