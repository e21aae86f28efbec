/** The pill: never published, published as it stands, or published with a newer draft. */
export type DraftStatus = 'draft' | 'published' | 'changed';

/** `latest`: the `_status` of the newest version (what the form shows); `hasPublished`: whether the public sees one. */
export function draftStatusOf(latest: unknown, hasPublished: boolean): DraftStatus {
  if (latest === 'published') return 'published';
  return hasPublished ? 'changed' : 'draft';
}
