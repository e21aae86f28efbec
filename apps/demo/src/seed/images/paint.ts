import sharp from 'sharp';
import type { Random } from '../prng.ts';
import type { Canvas, Scene } from './svg.ts';

/** What `paintImage` makes: a JPEG a camera could have taken, drawn from a scene. */
export type PaintOptions = { scene: Scene; width: number; height: number; rng: Random };

/** A tile of film grain from the seed's random source: mid grey with soft per-pixel variation. */
async function grainTile(rng: Random, width: number, height: number): Promise<Buffer> {
  // sharp composites nothing larger than the image, tiled or not.
  const grainSize = Math.min(256, width, height);
  const pixels = Buffer.alloc(grainSize * grainSize);
  for (let i = 0; i < pixels.length; i++) {
    // The sum of two uniforms leans towards the middle, as grain does.
    pixels[i] = 128 + Math.round((rng.next() + rng.next() - 1) * 34);
  }
  return sharp(pixels, { raw: { width: grainSize, height: grainSize, channels: 1 } })
    .png()
    .toBuffer();
}

/** The scene as an SVG document, its gradients and filters collected into `<defs>`. */
export function sceneSVG({ scene, width, height, rng }: PaintOptions): string {
  const defs: string[] = [];
  const canvas: Canvas = {
    w: width,
    h: height,
    rng,
    def: (make) => {
      const id = `d${defs.length}`;
      defs.push(make(id));
      return `url(#${id})`;
    },
  };
  // Corners a little darker than the centre, as through a lens.
  const vignette = canvas.def(
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>`,
  );
  const body = `${scene(canvas)}<rect width="${width}" height="${height}" fill="${vignette}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body}</svg>`;
}

/**
 * Paints a scene and finishes it as a photograph would look: grain over everything and
 * corners a little darker than the centre. The same scene, size and random state always give the same bytes.
 */
export async function paintImage(options: PaintOptions): Promise<Buffer> {
  const svg = sceneSVG(options);
  const grain = await grainTile(options.rng, options.width, options.height);
  // No blur for a lens's softness: librsvg's anti-aliasing and the grain give it, and a blur would cost a fifth of
  // the painting time (the seed paints at every fresh start).
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, tile: true, blend: 'soft-light' }])
    .flatten({ background: '#000' })
    .jpeg({ quality: 82, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
