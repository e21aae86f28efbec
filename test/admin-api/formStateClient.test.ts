import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError } from '../../packages/admin/src/api/APIError.ts';
import { setAPIRoute } from '../../packages/admin/src/api/client.ts';
import { fetchFormState } from '../../packages/admin/src/documents/formState.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { adminConfig } from './adminApiFixtures.ts';

/** The admin's form-state client against a listening server (spec 7: what a refused request hands back). */
describe.each(dialects)('the admin’s form-state client on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    // The client's early-request registry lives on the page's window; in Node the global object stands in for it.
    (globalThis as { window?: unknown }).window ??= globalThis;
    h = await startAtrium(dialect, adminConfig({ collections: [{ slug: 'posts', fields: [{ name: 'title', type: 'text' }] }] }));
    const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
    setAPIRoute(`${address}/api`);
  });
  afterAll(() => h.close());

  it('hands a refusal’s JSON to onError and returns the request’s formState unchanged', async () => {
    const formState = { title: { value: 'Kept', valid: true, passesCondition: true } };
    const refusals: unknown[] = [];
    const answer = await fetchFormState(
      { kind: 'collection', slug: 'posts', formState, operation: 'create' },
      { onError: (body) => refusals.push(body) },
    );
    expect(answer).toBe(formState);
    expect(answer).toStrictEqual({ title: { value: 'Kept', valid: true, passesCondition: true } });
    expect(refusals).toStrictEqual([{ errors: [{ name: 'Unauthorized', message: 'Sign in to do this.' }] }]);
  });

  it('returns nothing for a refused request that sent data, and throws only when no answer came', async () => {
    const refusals: unknown[] = [];
    const answer = await fetchFormState(
      { kind: 'collection', slug: 'posts', data: { title: 'x' }, operation: 'create' },
      { onError: (body) => refusals.push(body) },
    );
    expect(answer).toBeUndefined();
    expect(refusals).toHaveLength(1);

    setAPIRoute('http://127.0.0.1:9/api');
    await expect(fetchFormState({ kind: 'collection', slug: 'posts', data: {}, operation: 'create' })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
