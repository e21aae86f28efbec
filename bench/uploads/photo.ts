import { writeFile } from 'node:fs/promises';
import { marketStall, sceneSVG } from '@atrium/demo/seed/images';
import { createRandom } from '@atrium/demo/seed/prng';
import sharp from 'sharp';

/** What `makePhoto` wrote. */
export type Photo = { bytes: number; width: number; height: number; quality: number };

/**
 * Writes a camera-sized JPEG (12 megapixels) of about `targetBytes` to `path`: one of the demo's painted scenes
 * with per-pixel sensor noise over it, which is what makes real photographs big, with a camera's EXIF, encoded at
 * the quality that comes closest to the target.
 */
export async function makePhoto(path: string, targetBytes: number, width = 4000, height = 3000): Promise<Photo> {
  const rng = createRandom(18);
  const noise = Buffer.alloc(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((rng.next() + rng.next() + rng.next() - 1.5) * 60);
  const scene = sceneSVG({ scene: marketStall, width, height, rng });
  const raw = await sharp(Buffer.from(scene))
    .composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'soft-light' }])
    .flatten({ background: '#000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (quality: number) =>
    sharp(raw.data, { raw: { width, height, channels: raw.info.channels } })
      // A camera's EXIF, as every phone and camera writes it: the upload pipeline strips it, which re-encodes the file.
      .withExif({ IFD0: { Make: 'Atrium', Model: 'Bench Camera', Software: 'bench:uploads', DateTime: '2026:11:28 09:30:00' } })
      .jpeg({ quality })
      .toBuffer();
  // Quality rises with size: a few halvings find the quality nearest the target.
  let [low, high] = [60, 100];
  let best = { quality: 0, data: Buffer.alloc(0) };
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const data = await encode(quality);
    if (Math.abs(data.length - targetBytes) < Math.abs(best.data.length - targetBytes)) best = { quality, data };
    if (data.length < targetBytes) low = quality + 1;
    else high = quality - 1;
  }
  await writeFile(path, best.data);
  return { bytes: best.data.length, width, height, quality: best.quality };
}
