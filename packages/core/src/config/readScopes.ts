import type { SanitizedCollection, SanitizedGlobal } from './types.ts';

/**
 * Fills every collection's and global's `fieldSchema.readScope`: whether its reads are a pure function of the
 * stored data, the URL and the read access answers (no operation or read hooks, field read hooks or field read
 * access on it or on anything its relationships can populate), and if so the collections whose read access
 * applies (the collection itself first). Hooks may read headers, the clock or the outside world, so their
 * results must never be served from a cache.
 */
export function compileReadScopes(collectionsBySlug: Record<string, SanitizedCollection>, globals: SanitizedGlobal[]): void {
  const reach = (seen: string[], pending: string[]): string[] | false => {
    while (pending.length > 0) {
      const collection = collectionsBySlug[pending.pop()!];
      if (!collection || !hasPureReads(collection)) return false;
      for (const slug of collection.fieldSchema.relationTargets) {
        if (!seen.includes(slug)) {
          seen.push(slug);
          pending.push(slug);
        }
      }
    }
    return seen;
  };
  for (const collection of Object.values(collectionsBySlug)) {
    const { beforeOperation, afterOperation } = collection.hooks;
    collection.fieldSchema.readScope =
      beforeOperation.length === 0 && afterOperation.length === 0 ? reach([collection.slug], [collection.slug]) : false;
  }
  for (const global of globals) {
    const targets = [...global.fieldSchema.relationTargets];
    global.fieldSchema.readScope = hasPureReads(global) ? reach([...targets], targets) : false;
  }
}

function hasPureReads(entity: SanitizedCollection | SanitizedGlobal): boolean {
  return entity.hooks.beforeRead.length === 0 && entity.hooks.afterRead.length === 0 && !entity.fieldSchema.hasFieldReadLogic;
}
