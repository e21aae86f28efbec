import type { ClientCollection } from '@atrium/core/client';

/** What the admin does for an entity's versions, read from its sanitized `versions` (collections and globals alike). */
export type VersionOptions = {
  /** Saves keep versions: the versions list and diffs are offered. */
  hasVersions: boolean;
  /** Saving offers Publish and Save draft instead of one Save. */
  hasDrafts: boolean;
  /** Milliseconds after the last change before a draft is saved by itself; `undefined` without autosave. */
  autosaveInterval: number | undefined;
};

/**
 * The one reader of a collection's or global's `versions` in the admin. The server sanitized it (`false`, or
 * `{ drafts, maxPerDoc }` with the autosave interval filled in), so nothing here guesses defaults; an absent value
 * (an entity the config no longer has) means no versions.
 */
export function versionOptionsOf(versions: ClientCollection['versions'] | undefined): VersionOptions {
  if (!versions) return { hasVersions: false, hasDrafts: false, autosaveInterval: undefined };
  const { drafts } = versions;
  return {
    hasVersions: true,
    hasDrafts: Boolean(drafts),
    autosaveInterval: drafts && drafts.autosave ? drafts.autosave.interval : undefined,
  };
}
