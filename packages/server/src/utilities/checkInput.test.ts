import { BadRequest } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { checkInput, maxJSONDepth } from './checkInput.ts';

/** The error `checkInput` throws for `value`, or `undefined` when it passes. */
function refusal(value: unknown, options?: Parameters<typeof checkInput>[2]) {
  try {
    checkInput(value, 'body', options);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    return { message: error.message, vars: error.vars, data: error.data };
  }
  return undefined;
}

describe('checkInput', () => {
  it('walks a million levels without overflowing the stack, and names the depth limit', () => {
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    expect(refusal(deep, { depthError: 'error:jsonBodyTooDeep' })).toStrictEqual({
      message: 'error:jsonBodyTooDeep',
      vars: { limit: maxJSONDepth },
      data: { limit: 'jsonDepth', max: maxJSONDepth },
    });
    // Without a depth rule (query strings, whose depth qs limits) only the text is checked.
    expect(refusal(deep)).toBeUndefined();
  });

  it('accepts exactly the limit and refuses one level more', () => {
    const nest = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`);
    expect(refusal(nest(maxJSONDepth), { depthError: 'error:jsonBodyTooDeep' })).toBeUndefined();
    expect(refusal(nest(maxJSONDepth + 1), { depthError: 'error:jsonBodyTooDeep' })?.message).toBe('error:jsonBodyTooDeep');
  });

  it('names the path of a NUL or lone surrogate in a value or a key, written as an escape', () => {
    expect(refusal({ links: [{ label: 'ok' }, { label: 'a\u0000' }] })?.data).toStrictEqual({ path: 'body.links.1.label' });
    expect(refusal({ extra: { 'k\ud800': 1 } })?.data).toStrictEqual({ path: 'body.extra.k\\ud800' });
    expect(refusal(['\udc00'])?.vars).toStrictEqual({ path: 'body.0' });
    expect(refusal('x\u0000')?.data).toStrictEqual({ path: 'body' });
  });

  it('lets paired surrogates and other control characters through', () => {
    expect(refusal({ title: 'emoji 😀, tab\t, bell\u0007', '😀': ['\ud83d\ude00'] })).toBeUndefined();
  });

  it('prefixes the path with where a value came from', () => {
    expect(() => checkInput({ title: { equals: 'a\u0000' } }, 'query', { under: 'where' })).toThrow(
      expect.objectContaining({ data: { path: 'query.where.title.equals' } }),
    );
  });
});
