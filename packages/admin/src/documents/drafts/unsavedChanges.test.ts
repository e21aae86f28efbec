import { describe, expect, it } from 'vitest';
import { type ChangesArea, type KeptChanges, keptChangesKey, UnsavedChanges } from './unsavedChanges.ts';

/** An area whose writes finish only when the test lets them (`finish`), recording what was asked in order. */
function slowArea() {
  const stored = new Map<string, KeptChanges>();
  const log: string[] = [];
  const waiting: (() => void)[] = [];
  const later = (action: () => void) =>
    new Promise<void>((resolve) =>
      waiting.push(() => {
        action();
        resolve();
      }),
    );
  const area: ChangesArea = {
    get: async (key) => stored.get(key),
    put: (key, value) => {
      log.push(`put ${String(value.data.title)}`);
      return later(() => stored.set(key, value));
    },
    delete: (key) => {
      log.push('delete');
      return later(() => stored.delete(key));
    },
  };
  const finish = async () => {
    while (waiting.length > 0) {
      waiting.shift()!();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { area, stored, log, finish };
}

const clock = () => 1_700_000_000_000;

describe('UnsavedChanges', () => {
  it('keeps the newest values, writing one at a time and skipping the ones overtaken', async () => {
    const { area, log, finish } = slowArea();
    const changes = new UnsavedChanges(area, 'k', clock);
    for (const title of ['a', 'ab', 'abc', 'abcd']) changes.keep({ title }, 'v1');
    await finish();
    await changes.settled();
    expect(log).toEqual(['put a', 'put abcd']);
    expect(await changes.read()).toEqual({ data: { title: 'abcd' }, base: 'v1', keptAt: clock() });
  });

  it('forgets the copy once the server has the values last kept', async () => {
    const { area, stored, finish } = slowArea();
    const changes = new UnsavedChanges(area, 'k', clock);
    const data = { title: 'saved' };
    changes.keep(data, 'v1');
    changes.saved(data, 'v2');
    await finish();
    await changes.settled();
    expect(stored.has('k')).toBe(false);
  });

  it('keeps what was typed while the save was on its way, as changes to the version that save made', async () => {
    const { area, stored, finish } = slowArea();
    const changes = new UnsavedChanges(area, 'k', clock);
    const sent = { title: 'sent' };
    changes.keep(sent, 'v1');
    changes.keep({ title: 'typed since' }, 'v1');
    changes.saved(sent, 'v2');
    await finish();
    await changes.settled();
    expect(stored.get('k')).toEqual({ data: { title: 'typed since' }, base: 'v2', keptAt: clock() });
  });

  it('a discard after a write still in flight lands last', async () => {
    const { area, stored, log, finish } = slowArea();
    const changes = new UnsavedChanges(area, 'k', clock);
    changes.keep({ title: 'x' }, undefined);
    changes.discard();
    await finish();
    await changes.settled();
    expect(log).toEqual(['put x', 'delete']);
    expect(stored.size).toBe(0);
  });

  it('survives an area that refuses to store', async () => {
    const refusing: ChangesArea = {
      get: async () => undefined,
      put: async () => {
        throw new Error('QuotaExceededError');
      },
      delete: async () => {},
    };
    const changes = new UnsavedChanges(refusing, 'k', clock);
    changes.keep({ title: 'x' }, undefined);
    await expect(changes.settled()).resolves.toBeUndefined();
  });
});

describe('keptChangesKey', () => {
  const base = { user: { id: 1, collection: 'users' }, kind: 'collection' as const, slug: 'posts', id: 7 };

  it('differs per user, document and locale', () => {
    const keys = new Set([
      keptChangesKey(base),
      keptChangesKey({ ...base, user: { id: 2, collection: 'users' } }),
      keptChangesKey({ ...base, id: 8 }),
      keptChangesKey({ ...base, locale: 'de' }),
      keptChangesKey({ ...base, kind: 'global', slug: 'posts', id: undefined }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('does not mix up ids that only look alike', () => {
    expect(keptChangesKey({ ...base, slug: 'a', id: 'b/c' })).not.toBe(keptChangesKey({ ...base, slug: 'a/b', id: 'c' }));
  });
});
