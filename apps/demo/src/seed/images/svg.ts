import type { Random } from '../prng.ts';

/** What a scene draws with: its pixel size, the seed's random source and a place for gradients and patterns. */
export type Canvas = {
  w: number;
  h: number;
  rng: Random;
  /** Adds a `<defs>` entry and returns its `url(#id)`. */
  def(make: (id: string) => string): string;
};

/** A scene paints an SVG body (no `<svg>` element) on a canvas. */
export type Scene = (canvas: Canvas) => string;

type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');

/** A linear gradient from (x1, y1) to (x2, y2) in the box's fractions; top to bottom by default. */
export function linear(c: Canvas, list: Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  return c.def((id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
}

/** A radial gradient centred at (cx, cy) with radius r, all in the box's fractions. */
export function radial(c: Canvas, list: Stop[], [cx, cy, r] = [0.5, 0.5, 0.5]): string {
  return c.def((id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`);
}

/**
 * A soft shadow under a box: a few widening, faint copies instead of a Gaussian blur filter, which librsvg renders
 * more than ten times slower (the seed paints these at every fresh start).
 */
export function softShadow(x: number, y: number, w: number, h: number, spread = 12, extra = ''): string {
  const layers: string[] = [];
  for (let i = 4; i >= 1; i--) {
    const grow = (spread * i) / 4;
    layers.push(
      rect(x + 6 - grow, y + 10 - grow, w + 2 * grow, h + 2 * grow, '#000', `opacity="0.09" rx="${grow + 4}" ${extra}`),
    );
  }
  return layers.join('');
}

const n = (value: number) => Math.round(value * 10) / 10;

// librsvg paints an element with `opacity` on a layer of its own and composites it; `fill-opacity` (or
// `stroke-opacity` on a stroke) gives the same look for a single shape at a fraction of the cost.
const fillOpacity = (extra: string) => extra.replace(/(^|\s)opacity=/g, '$1fill-opacity=');

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${fillOpacity(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${fillOpacity(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${fillOpacity(extra)}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}" ${fill === 'none' ? extra.replace(/(^|\s)opacity=/g, '$1stroke-opacity=') : fillOpacity(extra)}/>`;

/** An open polyline's `d`. */
export const line = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)},${n(y)}`).join('');

/** Heights across the width by midpoint displacement: a hill line, a skyline of rock, a shore. */
export function ridgeHeights(rng: Random, segments: number, roughness: number): number[] {
  const heights = new Array<number>(segments + 1).fill(0);
  heights[0] = rng.next() - 0.5;
  heights[segments] = rng.next() - 0.5;
  let step = segments;
  let amplitude = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < segments; i += step) {
      heights[i] = (heights[i - half] + heights[i + half]) / 2 + (rng.next() - 0.5) * amplitude;
    }
    step = half;
    amplitude *= roughness;
  }
  return heights;
}

/** A filled silhouette from a ridge line at `baseY` (± `amplitude`) down to the bottom edge. */
export function ridge(c: Canvas, baseY: number, amplitude: number, fill: string, roughness = 0.55, extra = ''): string {
  const heights = ridgeHeights(c.rng, 64, roughness);
  const points = heights.map((v, i): [number, number] => [(i / 64) * c.w, baseY + v * amplitude]);
  return path(`${line(points)}L${c.w},${c.h}L0,${c.h}Z`, fill, extra);
}

/** A point in [min, max). */
export const between = (rng: Random, min: number, max: number) => min + rng.next() * (max - min);

/** One of a palette, nudged lighter or darker so repeated objects are not identical. */
export function shade(rng: Random, palette: readonly string[], spread = 0.12): string {
  const hex = rng.pick(palette).slice(1);
  const f = 1 + (rng.next() - 0.5) * 2 * spread;
  const channel = (i: number) =>
    Math.max(0, Math.min(255, Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * f)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(2)}${channel(4)}`;
}

/** Wood grain: a base colour crossed by thin wavering darker and lighter lines along x. */
export function woodGrain(c: Canvas, x: number, y: number, w: number, h: number, base: string, lines = 60): string {
  const parts = [rect(x, y, w, h, base)];
  for (let i = 0; i < lines; i++) {
    const gy = y + c.rng.next() * h;
    const wave = between(c.rng, 2, h / 40);
    const points: Array<[number, number]> = [];
    for (let k = 0; k <= 12; k++) points.push([x + (k / 12) * w, gy + Math.sin(k * 0.9 + i) * wave]);
    const tone = c.rng.chance(0.6) ? '#3a2414' : '#f3d9b0';
    parts.push(
      path(
        line(points),
        'none',
        `stroke="${tone}" stroke-opacity="${n(between(c.rng, 0.05, 0.18))}" stroke-width="${n(between(c.rng, 1, 5))}"`,
      ),
    );
  }
  return parts.join('');
}
