import type { DatabaseAdapter } from '@atrium/core';
import { describe } from 'vitest';
import { crudSuite } from './crudSuite.ts';
import { geoSuite } from './geoSuite.ts';
import { globalsSuite } from './globalsSuite.ts';
import { jobsSuite } from './jobsSuite.ts';
import { operatorsSuite } from './operatorsSuite.ts';
import { pathsSuite } from './pathsSuite.ts';
import { sortSuite } from './sortSuite.ts';
import { transactionsSuite } from './transactionsSuite.ts';

/**
 * The storage contract every `DatabaseAdapter` must pass. `makeAdapter` returns a new, uninitialized adapter on
 * an empty database each time it is called (each topic gets its own); `cleanup` runs after it was destroyed.
 */
export function adapterContract(
  name: string,
  makeAdapter: () => Promise<DatabaseAdapter>,
  cleanup?: (adapter: DatabaseAdapter) => Promise<void>,
): void {
  describe(`${name} adapter contract`, () => {
    const setup = { makeAdapter, cleanup };
    crudSuite(setup);
    operatorsSuite(setup);
    pathsSuite(setup);
    sortSuite(setup);
    geoSuite(setup);
    transactionsSuite(setup);
    globalsSuite(setup);
    jobsSuite(setup);
  });
}
