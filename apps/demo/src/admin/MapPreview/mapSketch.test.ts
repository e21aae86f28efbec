import { describe, expect, it } from 'vitest';
import { metresPerPixel, scaleBar, sketchMap } from './mapSketch.ts';

describe('the map preview sketch', () => {
  it('measures a pixel as Web Mercator does: 156 km at the equator at zoom 0, halving with each zoom level', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543.034, 3);
    expect(metresPerPixel(0, 15)).toBeCloseTo(4.777, 3);
    expect(metresPerPixel(60, 15)).toBeCloseTo(4.777 / 2, 3);
  });

  it('gives the scale bar a round distance that fits, and the length that distance has on the map', () => {
    // Vigo at zoom 16: 1.77 m a pixel, so 96 px are 170 m and the bar shows 100 m.
    const bar = scaleBar(42.2386, 16);
    expect(bar.metres).toBe(100);
    expect(bar.length).toBeCloseTo(100 / metresPerPixel(42.2386, 16), 6);
    expect(scaleBar(0, 3)).toEqual({ metres: 1_000_000, length: 1_000_000 / metresPerPixel(0, 3) });
    expect(scaleBar(0, 19).metres).toBe(20);
  });

  it('draws the same place the same way every time, and another place differently', () => {
    const vigo = sketchMap([-8.7115, 42.2386], 16);
    expect(sketchMap([-8.7115, 42.2386], 16)).toEqual(vigo);
    expect(sketchMap([-8.6132, 41.1456], 16).streets).not.toEqual(vigo.streets);
    expect(vigo.roads).toHaveLength(2);
    expect(vigo.streets.length).toBeGreaterThan(4);
  });

  it('closes up the streets as the map zooms out', () => {
    expect(sketchMap([2.35, 48.85], 13).streets.length).toBeGreaterThan(sketchMap([2.35, 48.85], 18).streets.length);
  });
});
