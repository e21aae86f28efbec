import type { DatabaseAdapter, SanitizedConfig } from '@atrium/core';
import { afterAll, beforeAll } from 'vitest';
import { buildContractConfig } from './contractConfig.ts';

/** How a test file provides adapters: each suite gets a fresh, empty database. */
export type ContractSetup = {
  makeAdapter: () => Promise<DatabaseAdapter>;
  /** Runs after the adapter was destroyed (remove the file, drop the schema). */
  cleanup?: (adapter: DatabaseAdapter) => Promise<void>;
};

/**
 * Gives the enclosing `describe` a fresh adapter, initialized with the contract config and seeded once.
 * Returns a getter because the adapter only exists once `beforeAll` ran.
 */
export function useAdapter(setup: ContractSetup, seed?: (adapter: DatabaseAdapter) => Promise<void>, config?: SanitizedConfig) {
  let adapter: DatabaseAdapter | undefined;
  beforeAll(async () => {
    adapter = await setup.makeAdapter();
    await adapter.init(config ?? buildContractConfig());
    await seed?.(adapter);
  });
  afterAll(async () => {
    if (!adapter) return;
    await adapter.destroy();
    await setup.cleanup?.(adapter);
  });
  return (): DatabaseAdapter => {
    if (!adapter) throw new Error('The adapter is not ready: beforeAll failed');
    return adapter;
  };
}
