import { describe, expect, it } from 'vitest';
import { inspectInput, maxJSONDepth } from './inspectInput.ts';

const limited = (value: unknown) => inspectInput(value, { root: 'body', maxDepth: maxJSONDepth });

describe('inspectInput', () => {
  it('walks a million levels without overflowing the stack, and reports the depth', () => {
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    expect(limited(deep)).toStrictEqual({ kind: 'depth' });
    // Without a depth rule (query strings, whose depth qs limits) only the text is checked.
    expect(inspectInput(deep, { root: 'query' })).toBeUndefined();
  });

  it('accepts exactly the limit and refuses one level more', () => {
    const nest = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`);
    expect(limited(nest(maxJSONDepth))).toBeUndefined();
    expect(limited(nest(maxJSONDepth + 1))).toStrictEqual({ kind: 'depth' });
  });

  it('names the path of a NUL or lone surrogate in a value or a key, written as an escape', () => {
    expect(limited({ links: [{ label: 'ok' }, { label: 'a\u0000' }] })).toStrictEqual({
      kind: 'text',
      path: 'body.links.1.label',
    });
    expect(limited({ extra: { 'k\ud800': 1 } })).toStrictEqual({ kind: 'text', path: 'body.extra.k\\ud800' });
    expect(limited(['\udc00'])).toStrictEqual({ kind: 'text', path: 'body.0' });
    expect(inspectInput('x\u0000', { root: 'query.where.title.equals' })).toStrictEqual({
      kind: 'text',
      path: 'query.where.title.equals',
    });
  });

  it('lets paired surrogates and other control characters through', () => {
    expect(limited({ title: 'emoji 😀, tab\t, bell\u0007', '😀': ['\ud83d\ude00'] })).toBeUndefined();
  });
});
