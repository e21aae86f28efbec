import { describe, expect, it } from 'vitest';
import { conditionsOf, withServerDefaults } from './formState.ts';

describe('withServerDefaults', () => {
  it('fills what the browser left empty with the server values, keeping what it has', () => {
    const data = { title: 'Typed', meta: { title: 'Mine' } };
    const state = {
      title: { value: 'Typed', valid: true, passesCondition: true },
      roles: { value: ['editor'], valid: true, passesCondition: true },
      'meta.title': { value: 'Mine', valid: true, passesCondition: true },
      'meta.robots': { value: 'index', valid: true, passesCondition: true },
      count: { valid: true, passesCondition: true },
    };
    expect(withServerDefaults(data, state)).toEqual({
      title: 'Typed',
      roles: ['editor'],
      meta: { title: 'Mine', robots: 'index' },
    });
  });

  it('fills a default array once, not again row by row', () => {
    const state = {
      'links.0.label': { value: 'Home', valid: true, passesCondition: true },
      links: { value: [{ label: 'Home' }], valid: true, passesCondition: true },
    };
    const out = withServerDefaults({}, state);
    expect(out).toEqual({ links: [{ label: 'Home' }] });
    expect(out.links).not.toBe(state.links.value);
  });
});

describe('conditionsOf', () => {
  it('reads each path’s condition answer', () => {
    const state = { a: { valid: true, passesCondition: false }, b: { valid: false, passesCondition: true } };
    expect(conditionsOf(state)).toEqual({ a: false, b: true });
  });
});
