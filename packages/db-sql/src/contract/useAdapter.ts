import type { DatabaseAdapter, SanitizedConfig } from '@atrium/core';
import { afterAll, beforeAll } from 'vitest';
import { buildContractConfig } from './contractConfig.ts';

/** How a test file provides adapters: each suite gets a fresh, empty database. */
export type ContractSetup = {
  makeAdapter: () => Promise<DatabaseAdapter>;
  /** Runs after the adapter was destroyed (remove the file, drop the schema). */
  cleanup?: (adapter: DatabaseAdapter) => Promise<void>;
  /**
   * A second, uninitialized adapter on `adapter`'s database, as another server process would open it: its writes
   * are the ones this process can only learn about from the database.
   */
  openPeer: (adapter: DatabaseAdapter) => Promise<DatabaseAdapter>;
};

/**
 * Gives the enclosing `describe` a fresh adapter, initialized with the contract config and seeded once.
 * Returns a getter because the adapter only exists once `beforeAll` ran.
 */
export function useAdapter(setup: ContractSetup, seed?: (adapter: DatabaseAdapter) => Promise<void>, config?: SanitizedConfig) {
  let adapter: DatabaseAdapter | undefined;
  let failure: unknown;
  beforeAll(async () => {
    // Kept and rethrown by every test: a database that cannot be reached fails each test instead of skipping it.
    try {
      adapter = await setup.makeAdapter();
      await adapter.init(config ?? buildContractConfig());
      await seed?.(adapter);
    } catch (error) {
      failure = error;
    }
  });
  afterAll(async () => {
    if (!adapter) return;
    await adapter.destroy();
    await setup.cleanup?.(adapter);
  });
  return (): DatabaseAdapter => {
    if (failure !== undefined) throw failure;
    if (!adapter) throw new Error('The adapter is not ready');
    return adapter;
  };
}
