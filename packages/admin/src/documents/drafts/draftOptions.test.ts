import { describe, expect, it } from 'vitest';
import { draftOptionsOf, draftStatusOf } from './draftOptions.ts';

describe('draftOptionsOf', () => {
  it('has no drafts without versions or drafts', () => {
    for (const versions of [false, undefined, true, {}, { drafts: false }, { maxPerDoc: 5 }]) {
      expect(draftOptionsOf(versions)).toEqual({ hasDrafts: false, autosaveInterval: undefined });
    }
  });

  it('has drafts without autosave', () => {
    expect(draftOptionsOf({ drafts: true })).toEqual({ hasDrafts: true, autosaveInterval: undefined });
    expect(draftOptionsOf({ drafts: { autosave: false } })).toEqual({ hasDrafts: true, autosaveInterval: undefined });
  });

  it('autosaves after 2000 ms unless the interval says otherwise', () => {
    expect(draftOptionsOf({ drafts: { autosave: true } }).autosaveInterval).toBe(2_000);
    expect(draftOptionsOf({ drafts: { autosave: {} } }).autosaveInterval).toBe(2_000);
    expect(draftOptionsOf({ drafts: { autosave: { interval: 500 } } }).autosaveInterval).toBe(500);
    expect(draftOptionsOf({ drafts: { autosave: { interval: -1 } } }).autosaveInterval).toBe(2_000);
  });
});

describe('draftStatusOf', () => {
  it('tells the three states apart', () => {
    expect(draftStatusOf('published', true)).toBe('published');
    expect(draftStatusOf('draft', true)).toBe('changed');
    expect(draftStatusOf('draft', false)).toBe('draft');
    expect(draftStatusOf(undefined, false)).toBe('draft');
  });
});
