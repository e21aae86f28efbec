import { clamp, roundPercent } from './percent.ts';

/** A crop in percent of the image: its left and top edge, width and height (Payload's `uploadEdits.crop`). */
export type CropArea = { x: number; y: number; width: number; height: number };

/** The whole image: no crop. */
export const wholeImage: CropArea = { x: 0, y: 0, width: 100, height: 100 };

const minSize = 1;

/** Whether `area` keeps the whole image (nothing to send). */
export function isWholeImage(area: CropArea): boolean {
  return area.x <= 0 && area.y <= 0 && area.width >= 100 && area.height >= 100;
}

/** `area` moved by `dx`, `dy` percent, kept inside the image. */
export function moveCrop(area: CropArea, dx: number, dy: number): CropArea {
  return {
    ...area,
    x: roundPercent(clamp(area.x + dx, 0, 100 - area.width)),
    y: roundPercent(clamp(area.y + dy, 0, 100 - area.height)),
  };
}

export type Corner = 'nw' | 'ne' | 'sw' | 'se';

/** `area` with `corner` dragged by `dx`, `dy` percent; the opposite corner stays, and the area stays 1 % or more. */
export function resizeCrop(area: CropArea, corner: Corner, dx: number, dy: number): CropArea {
  let left = area.x;
  let top = area.y;
  let right = area.x + area.width;
  let bottom = area.y + area.height;
  if (corner === 'nw' || corner === 'sw') left = clamp(left + dx, 0, right - minSize);
  else right = clamp(right + dx, left + minSize, 100);
  if (corner === 'nw' || corner === 'ne') top = clamp(top + dy, 0, bottom - minSize);
  else bottom = clamp(bottom + dy, top + minSize, 100);
  return {
    x: roundPercent(left),
    y: roundPercent(top),
    width: roundPercent(right - left),
    height: roundPercent(bottom - top),
  };
}

/** One edge typed into its input: the others keep their values where they can, all inside the image. */
export function setCropValue(area: CropArea, key: keyof CropArea, value: number): CropArea {
  if (!Number.isFinite(value)) return area;
  const next = { ...area, [key]: value };
  const width = clamp(next.width, minSize, 100);
  const height = clamp(next.height, minSize, 100);
  return {
    x: roundPercent(clamp(next.x, 0, 100 - width)),
    y: roundPercent(clamp(next.y, 0, 100 - height)),
    width: roundPercent(width),
    height: roundPercent(height),
  };
}
