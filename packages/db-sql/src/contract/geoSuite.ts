import type { WhereNode } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { type ContractSetup, useAdapter } from './useAdapter.ts';
import { asc, desc, path, where } from './whereBuilder.ts';

const { is, and, or } = where;
const location = path('location', 'point');
const name = path('name', 'text');

const paris: [number, number] = [2.3522, 48.8566];
const london: [number, number] = [-0.1276, 51.5072];
const berlin: [number, number] = [13.405, 52.52];
// Paris–London ≈ 343.5 km, Paris–Berlin ≈ 878 km, London–Berlin ≈ 932 km.

const westernEurope: Array<[number, number]> = [
  [-5, 42],
  [10, 42],
  [10, 55],
  [-5, 55],
  [-5, 42],
];
// Their edges run exactly through Paris: the boundary counts as inside.
const westOfParis: Array<[number, number]> = [
  [-10, 40],
  [paris[0], 40],
  [paris[0], 60],
  [-10, 60],
  [-10, 40],
];
const eastOfParis: Array<[number, number]> = [
  [paris[0], 40],
  [20, 40],
  [20, 60],
  [paris[0], 60],
  [paris[0], 40],
];

/** `near` (with distances and distance ordering), `within` and `intersects` on points stored as `[lng, lat]`. */
export function geoSuite(setup: ContractSetup): void {
  describe('geo queries', () => {
    const adapter = useAdapter(setup, async (db) => {
      for (const [placeName, point] of [
        ['Paris', paris],
        ['London', london],
        ['Berlin', berlin],
        ['Nowhere', null],
      ] as const) {
        await db.create({ collection: 'places', data: { name: placeName, location: point } });
      }
      await db.create({ collection: 'places', data: { name: 'Unset' } });
    });
    const names = async (whereNode: WhereNode, sort = [] as Parameters<typeof asc>[0][]) =>
      (await adapter().find({ collection: 'places', where: whereNode, sort: sort.map(asc), limit: 0 })).docs.map(
        (doc) => doc.name,
      );
    const near = (point: [number, number], maxDistance?: number, minDistance?: number) =>
      is(location, 'near', { lng: point[0], lat: point[1], maxDistance, minDistance });

    it('orders every located document by distance when no sort is given', async () => {
      expect(await names(near(paris))).toStrictEqual(['Paris', 'London', 'Berlin']);
      expect(await names(near(london))).toStrictEqual(['London', 'Paris', 'Berlin']);
      expect(await names(near(berlin))).toStrictEqual(['Berlin', 'Paris', 'London']);
    });

    it('limits by maximum distance in metres', async () => {
      expect(await names(near(paris, 350_000))).toStrictEqual(['Paris', 'London']);
      expect(await names(near(paris, 340_000))).toStrictEqual(['Paris']);
      expect(await names(near(paris, 0))).toStrictEqual(['Paris']);
    });

    it('limits by minimum distance, alone and with a maximum', async () => {
      expect(await names(near(paris, undefined, 400_000))).toStrictEqual(['Berlin']);
      expect(await names(near(paris, 900_000, 100_000))).toStrictEqual(['London', 'Berlin']);
      expect(await names(near(london, 900_000, 100_000))).toStrictEqual(['Paris']);
    });

    it('keeps an explicit sort over distance', async () => {
      expect(await names(near(paris, 1_000_000), [name])).toStrictEqual(['Berlin', 'London', 'Paris']);
      const { docs } = await adapter().find({ collection: 'places', where: near(paris), sort: [desc(name)], limit: 2 });
      expect(docs.map((doc) => doc.name)).toStrictEqual(['Paris', 'London']);
    });

    it('pages results ordered by distance with the total', async () => {
      const result = await adapter().find({ collection: 'places', where: near(berlin), limit: 2, page: 1 });
      expect(result.docs.map((doc) => doc.name)).toStrictEqual(['Berlin', 'Paris']);
      expect(result.totalDocs).toBe(3);
    });

    it('combines near with other conditions', async () => {
      expect(await names(and(near(paris, 1_000_000), is(name, 'not_equals', 'Paris')))).toStrictEqual(['London', 'Berlin']);
      expect(await names(or(near(paris, 1000), is(name, 'equals', 'Berlin')))).toStrictEqual(['Paris', 'Berlin']);
    });

    it('finds points within a polygon', async () => {
      expect(await names(is(location, 'within', { type: 'Polygon', ring: westernEurope }), [name])).toStrictEqual([
        'London',
        'Paris',
      ]);
    });

    it('counts a point on the boundary as within', async () => {
      expect(await names(is(location, 'within', { type: 'Polygon', ring: eastOfParis }), [name])).toStrictEqual([
        'Berlin',
        'Paris',
      ]);
      expect(await names(is(location, 'within', { type: 'Polygon', ring: westOfParis }), [name])).toStrictEqual([
        'London',
        'Paris',
      ]);
    });

    it('intersects a polygon or an equal point', async () => {
      expect(await names(is(location, 'intersects', { type: 'Polygon', ring: eastOfParis }), [name])).toStrictEqual([
        'Berlin',
        'Paris',
      ]);
      expect(await names(is(location, 'intersects', { type: 'Point', coordinates: london }))).toStrictEqual(['London']);
      expect(await names(is(location, 'intersects', { type: 'Point', coordinates: [0, 0] }))).toStrictEqual([]);
    });

    it('treats documents without a point as not near and not within', async () => {
      const notWithin = is(location, 'not_equals', null);
      expect(await names(notWithin, [name])).toStrictEqual(['Berlin', 'London', 'Paris']);
      expect(await names(is(location, 'exists', false), [name])).toStrictEqual(['Nowhere', 'Unset']);
    });
  });
}
