import { describe, expect, it } from 'vitest';
import { isWholeImage, moveCrop, resizeCrop, setCropValue, wholeImage } from './crop.ts';

describe('crop areas', () => {
  it('knows the whole image needs no crop', () => {
    expect(isWholeImage(wholeImage)).toBe(true);
    expect(isWholeImage({ x: 0, y: 0, width: 99, height: 100 })).toBe(false);
  });

  it('moves an area but keeps it inside the image', () => {
    expect(moveCrop({ x: 10, y: 10, width: 50, height: 50 }, 5, -3)).toStrictEqual({ x: 15, y: 7, width: 50, height: 50 });
    expect(moveCrop({ x: 10, y: 10, width: 50, height: 50 }, 80, -30)).toStrictEqual({ x: 50, y: 0, width: 50, height: 50 });
  });

  it('resizes from a corner with the opposite corner fixed', () => {
    expect(resizeCrop(wholeImage, 'nw', 20, 10)).toStrictEqual({ x: 20, y: 10, width: 80, height: 90 });
    expect(resizeCrop(wholeImage, 'se', -25, -50)).toStrictEqual({ x: 0, y: 0, width: 75, height: 50 });
  });

  it('never lets a corner cross its opposite one', () => {
    expect(resizeCrop({ x: 10, y: 10, width: 20, height: 20 }, 'ne', -90, 90)).toStrictEqual({
      x: 10,
      y: 29,
      width: 1,
      height: 1,
    });
  });

  it('takes a typed edge and keeps the area inside the image', () => {
    expect(setCropValue(wholeImage, 'width', 40)).toStrictEqual({ x: 0, y: 0, width: 40, height: 100 });
    expect(setCropValue({ x: 0, y: 0, width: 40, height: 100 }, 'x', 90)).toStrictEqual({ x: 60, y: 0, width: 40, height: 100 });
    expect(setCropValue(wholeImage, 'height', Number.NaN)).toStrictEqual(wholeImage);
  });
});
