import { describe, expect, it } from 'vitest';
import { dropGap, droppedIndex, gapLine, type Span } from './dropGap.ts';

// Three nodes with 12 px between them: 0–40, 52–72, 84–284 (a tall card).
const spans: Span[] = [
  { top: 0, bottom: 40 },
  { top: 52, bottom: 72 },
  { top: 84, bottom: 284 },
];

describe('dropGap', () => {
  it('splits the node under the point at its middle', () => {
    expect(dropGap(spans, 5)).toBe(0);
    expect(dropGap(spans, 19.9)).toBe(0);
    expect(dropGap(spans, 20)).toBe(1);
    expect(dropGap(spans, 61)).toBe(1);
    expect(dropGap(spans, 63)).toBe(2);
    expect(dropGap(spans, 183)).toBe(2);
    expect(dropGap(spans, 185)).toBe(3);
  });

  it('counts the space between two nodes as the top of the next one', () => {
    expect(dropGap(spans, 45)).toBe(1);
    expect(dropGap(spans, 80)).toBe(2);
  });

  it('drops before the first node above the text and after the last one below it', () => {
    expect(dropGap(spans, -300)).toBe(0);
    expect(dropGap(spans, 9000)).toBe(3);
    expect(dropGap([], 10)).toBe(0);
  });
});

describe('droppedIndex', () => {
  it('leaves a node in place in the gaps on either side of it', () => {
    expect(droppedIndex(1, 1)).toBe(1);
    expect(droppedIndex(1, 2)).toBe(1);
  });

  it('counts the gap after the node itself when moving down', () => {
    expect(droppedIndex(0, 3)).toBe(2);
    expect(droppedIndex(2, 0)).toBe(0);
  });
});

describe('gapLine', () => {
  it('draws between two nodes, or outside the first and the last', () => {
    expect(gapLine(spans, 1, 6)).toBe(46);
    expect(gapLine(spans, 2, 6)).toBe(78);
    expect(gapLine(spans, 0, 6)).toBe(-6);
    expect(gapLine(spans, 3, 6)).toBe(290);
  });
});
