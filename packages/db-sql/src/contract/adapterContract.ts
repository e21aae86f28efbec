import { describe } from 'vitest';
import { countsSuite } from './countsSuite.ts';
import { crudSuite } from './crudSuite.ts';
import { deepPagesSuite } from './deepPagesSuite.ts';
import { geoSuite } from './geoSuite.ts';
import { globalsSuite } from './globalsSuite.ts';
import { jobsSuite } from './jobsSuite.ts';
import { operatorsSuite } from './operatorsSuite.ts';
import { pathsSuite } from './pathsSuite.ts';
import { sortSuite } from './sortSuite.ts';
import { transactionsSuite } from './transactionsSuite.ts';
import type { ContractSetup } from './useAdapter.ts';

/**
 * The storage contract every `DatabaseAdapter` must pass. `makeAdapter` returns a new, uninitialized adapter on
 * an empty database each time it is called (each topic gets its own); `openPeer` opens a second one on the same
 * database; `cleanup` runs after it was destroyed.
 */
export function adapterContract(name: string, setup: ContractSetup): void {
  describe(`${name} adapter contract`, () => {
    crudSuite(setup);
    countsSuite(setup);
    operatorsSuite(setup);
    pathsSuite(setup);
    sortSuite(setup);
    deepPagesSuite(setup);
    geoSuite(setup);
    transactionsSuite(setup);
    globalsSuite(setup);
    jobsSuite(setup);
  });
}
