import { describe, expect, it } from 'vitest';
import { buildContractConfig, withoutUniqueSlug } from './contractConfig.ts';
import { type ContractSetup, useAdapter } from './useAdapter.ts';

const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Globals, and `init` run again on existing tables. */
export function globalsSuite(setup: ContractSetup): void {
  describe('globals', () => {
    const adapter = useAdapter(setup);

    it('answers null before the first write', async () => {
      expect(await adapter().findGlobal({ slug: 'settings' })).toBeNull();
    });

    it('creates, reads and replaces a global', async () => {
      const created = await adapter().upsertGlobal({ slug: 'settings', data: { siteName: 'A', nav: [{ label: 'x' }] } });
      expect(created).toStrictEqual({
        siteName: 'A',
        nav: [{ label: 'x' }],
        createdAt: created.createdAt,
        updatedAt: created.updatedAt,
      });
      expect(created.createdAt).toMatch(iso);
      expect(await adapter().findGlobal({ slug: 'settings' })).toStrictEqual(created);

      const updatedAt = '2999-01-01T00:00:00.000Z';
      const replaced = await adapter().upsertGlobal({
        slug: 'settings',
        data: { tagline: 'B', updatedAt, createdAt: '2000-01-01T00:00:00.000Z' },
      });
      expect(replaced).toStrictEqual({ tagline: 'B', createdAt: created.createdAt, updatedAt });
      expect(await adapter().findGlobal({ slug: 'settings' })).toStrictEqual(replaced);
      expect(await adapter().findGlobal({ slug: 'other' })).toBeNull();
    });
  });

  describe('init', () => {
    const adapter = useAdapter(setup);

    it('can run again without touching the data', async () => {
      const doc = await adapter().create({ collection: 'posts', data: { slug: 'survives', title: 'Kept' } });
      await adapter().init(buildContractConfig());
      await adapter().init(buildContractConfig());
      expect(await adapter().findByIDs({ collection: 'posts', ids: [doc.id] })).toStrictEqual([doc]);
      await expect(adapter().create({ collection: 'posts', data: { slug: 'survives' } })).rejects.toMatchObject({
        errors: [expect.objectContaining({ path: 'slug' })],
      });
    });

    it('drops the unique index of a field that is no longer unique', async () => {
      await adapter().init(withoutUniqueSlug());
      await adapter().create({ collection: 'posts', data: { slug: 'twice' } });
      await adapter().create({ collection: 'posts', data: { slug: 'twice' } });
      expect(await adapter().count({ collection: 'posts' })).toBe(3);
    });
  });
}
