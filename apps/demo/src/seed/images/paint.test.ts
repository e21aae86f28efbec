import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../prng.ts';
import { harbourAtDawn, tiledFacade } from './outdoors.ts';
import { paintImage, sceneSVG } from './paint.ts';

describe('paintImage', () => {
  it('paints a JPEG of the asked size, the same bytes for the same random seed', async () => {
    const paint = (seed: number) => paintImage({ scene: harbourAtDawn, width: 320, height: 213, rng: createRandom(seed) });
    const [first, again, other] = await Promise.all([paint(5), paint(5), paint(6)]);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 213, channels: 3 });
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('paints a picture, not a flat fill: its channels vary across the frame', async () => {
    const jpeg = await paintImage({ scene: tiledFacade, width: 200, height: 300, rng: createRandom(1) });
    const { channels } = await sharp(jpeg).stats();
    for (const channel of channels) expect(channel.stdev).toBeGreaterThan(12);
  });

  it('collects gradients and patterns into one <defs> with unique ids', () => {
    const svg = sceneSVG({ scene: harbourAtDawn, width: 300, height: 200, rng: createRandom(3) });
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(svg.match(/<defs>/g)).toHaveLength(1);
  });
});
