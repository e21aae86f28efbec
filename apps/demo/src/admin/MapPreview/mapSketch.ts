/*
 * A map drawn from nothing but the pin's place and zoom, so the editor shows one without tiles from a map
 * server: streets, a park and sometimes water, laid out by a generator seeded with the coordinates (the same
 * place always looks the same), at the density the zoom would show, and a true scale bar.
 */

/** The drawing's size in SVG units (it is scaled to the card's width). */
export const sketchWidth = 640;
export const sketchHeight = 200;

export type Line = { x1: number; y1: number; x2: number; y2: number };
export type MapSketch = {
  streets: Line[];
  roads: Line[];
  park: { x: number; y: number; width: number; height: number; rotate: number };
  /** A shore path closing along one edge, or none. */
  water: string | undefined;
  /** The scale bar: its length in SVG units and the distance it stands for, in metres. */
  scale: { length: number; metres: number };
};

/** Metres per CSS pixel of a Web Mercator map (256 px tiles) at `latitude` and `zoom`. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (156_543.033_92 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;
}

/** The longest round distance (1, 2 or 5 × 10ⁿ metres) whose bar fits in `maxLength` pixels. */
export function scaleBar(latitude: number, zoom: number, maxLength = 96): MapSketch['scale'] {
  const perPixel = metresPerPixel(latitude, zoom);
  const limit = perPixel * maxLength;
  const power = 10 ** Math.floor(Math.log10(limit));
  const metres = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= limit) ?? power;
  return { length: metres / perPixel, metres };
}

/** The sketch of the map around `[longitude, latitude]` at `zoom`. */
export function sketchMap([longitude, latitude]: [number, number], zoom: number): MapSketch {
  const random = seededRandom(Math.round(longitude * 1e4) * 73_856_093 + Math.round(latitude * 1e4) * 19_349_663);
  const cx = sketchWidth / 2;
  const cy = sketchHeight / 2;
  const diagonal = Math.hypot(sketchWidth, sketchHeight);

  // The street grid: city blocks about 80 m across, so they close up as the map zooms out, within drawable limits.
  const spacing = Math.min(90, Math.max(14, 80 / metresPerPixel(latitude, zoom)));
  const angle = (random() - 0.5) * 0.7;
  const streets: Line[] = [];
  for (const turn of [0, Math.PI / 2]) {
    const direction = angle + turn;
    const [dx, dy] = [Math.cos(direction), Math.sin(direction)];
    const offset = random() * spacing;
    for (let shift = -diagonal / 2 + offset; shift < diagonal / 2; shift += spacing * (0.8 + random() * 0.5)) {
      // A street through the point `shift` away from the centre, across it, long enough to leave the picture.
      const [px, py] = [cx - dy * shift, cy + dx * shift];
      streets.push({ x1: px - dx * diagonal, y1: py - dy * diagonal, x2: px + dx * diagonal, y2: py + dy * diagonal });
    }
  }

  // Two main roads meeting near the pin, at an angle to the grid.
  const roads: Line[] = [0, 1].map((index) => {
    const direction = angle + (index === 0 ? 0.35 : 1.9) + (random() - 0.5) * 0.4;
    const [dx, dy] = [Math.cos(direction), Math.sin(direction)];
    const [px, py] = [cx + (random() - 0.5) * 80, cy + (random() - 0.5) * 60];
    return { x1: px - dx * diagonal, y1: py - dy * diagonal, x2: px + dx * diagonal, y2: py + dy * diagonal };
  });

  const park = {
    x: random() < 0.5 ? 40 + random() * 120 : sketchWidth - 200 + random() * 40,
    y: 20 + random() * 80,
    width: 70 + random() * 60,
    height: 40 + random() * 40,
    rotate: (angle * 180) / Math.PI,
  };

  // Water along the top or bottom edge, with a gently curved shore, on about half the places.
  let water: string | undefined;
  if (random() < 0.5) {
    const isTop = random() < 0.5;
    const depth = 26 + random() * 24;
    const edge = isTop ? 0 : sketchHeight;
    const shore = (x: number) => (isTop ? depth : sketchHeight - depth) + Math.sin(x / 90 + random() * 6) * 10;
    const points = Array.from({ length: 9 }, (_, index) => {
      const x = (index / 8) * sketchWidth;
      return `${x.toFixed(1)},${shore(x).toFixed(1)}`;
    });
    water = `M0,${edge} L${points.join(' L')} L${sketchWidth},${edge} Z`;
  }

  return { streets, roads, park, water, scale: scaleBar(latitude, zoom) };
}

/** A small fast generator (mulberry32): the same seed gives the same numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
