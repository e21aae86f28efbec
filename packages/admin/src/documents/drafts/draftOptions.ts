/** What the edit view does for an entity's drafts (from its `versions` option as the client config carries it). */
export type DraftOptions = {
  /** Saving offers Publish and Save draft instead of one Save. */
  hasDrafts: boolean;
  /** Milliseconds after the last change before a draft is saved by itself; `undefined` without autosave. */
  autosaveInterval: number | undefined;
};

const defaultInterval = 2_000;

/**
 * Reads `versions: { drafts: { autosave: { interval } } }` (each level may also be `true`). The shape is read
 * loosely: a global's `versions` is not typed in detail, and anything unexpected means "no drafts".
 */
export function draftOptionsOf(versions: unknown): DraftOptions {
  const drafts = isObject(versions) ? versions.drafts : undefined;
  if (!drafts) return { hasDrafts: false, autosaveInterval: undefined };
  const autosave = isObject(drafts) ? drafts.autosave : undefined;
  if (!autosave) return { hasDrafts: true, autosaveInterval: undefined };
  const interval = isObject(autosave) ? autosave.interval : undefined;
  return {
    hasDrafts: true,
    autosaveInterval: typeof interval === 'number' && Number.isFinite(interval) && interval >= 0 ? interval : defaultInterval,
  };
}

/** The pill: never published, published as it stands, or published with a newer draft. */
export type DraftStatus = 'draft' | 'published' | 'changed';

/** `latest`: the `_status` of the newest version (what the form shows); `hasPublished`: whether the public sees one. */
export function draftStatusOf(latest: unknown, hasPublished: boolean): DraftStatus {
  if (latest === 'published') return 'published';
  return hasPublished ? 'changed' : 'draft';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
