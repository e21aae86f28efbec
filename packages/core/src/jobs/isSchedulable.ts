/**
 * Whether a collection's or global's versions allow scheduled publishing (`versions.drafts.schedulePublish`), read
 * the same way from a sanitized, a client or a user config. Browser-safe: the admin asks it too.
 */
export function isSchedulable(entity: { versions?: unknown }): boolean {
  const drafts = (entity.versions as { drafts?: unknown } | undefined)?.drafts;
  return typeof drafts === 'object' && drafts !== null && (drafts as { schedulePublish?: unknown }).schedulePublish === true;
}
