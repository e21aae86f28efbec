import { describe, expect, it } from 'vitest';
import { versionOptionsOf } from './versionOptions.ts';

describe('versionOptionsOf', () => {
  it('has nothing without versions', () => {
    for (const versions of [false, undefined] as const) {
      expect(versionOptionsOf(versions)).toEqual({ hasVersions: false, hasDrafts: false, autosaveInterval: undefined });
    }
  });

  it('tells versions, drafts and the autosave interval from the sanitized option', () => {
    expect(versionOptionsOf({ drafts: false, maxPerDoc: 100 })).toEqual({
      hasVersions: true,
      hasDrafts: false,
      autosaveInterval: undefined,
    });
    const drafts = { schedulePublish: false, validate: false };
    expect(versionOptionsOf({ drafts: { ...drafts, autosave: false }, maxPerDoc: 0 })).toEqual({
      hasVersions: true,
      hasDrafts: true,
      autosaveInterval: undefined,
    });
    expect(versionOptionsOf({ drafts: { ...drafts, autosave: { interval: 500 } }, maxPerDoc: 5 })).toEqual({
      hasVersions: true,
      hasDrafts: true,
      autosaveInterval: 500,
    });
  });
});
