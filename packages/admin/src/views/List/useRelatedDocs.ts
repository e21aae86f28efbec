import { useMemo } from 'react';
import { dataFieldUI } from '../../fields/registry.ts';
import type { LookupRelated } from '../../fields/shared/relations/relatedRefs.ts';
import { readPath } from '../../fields/shared/relations/relatedRefs.ts';
import { useRelatedLookup, wantedDocs } from '../../fields/shared/relations/useRelatedLookup.ts';
import type { ListField } from '../../lists/listFields.ts';
import type { ListDoc } from './useListQuery.ts';

/**
 * The titles (and images) of the documents the shown relationship and upload columns refer to: one
 * request per related collection for the whole page.
 */
export function useRelatedDocs(docs: ListDoc[] | undefined, columns: ListField[]): LookupRelated {
  const wanted = useMemo(() => {
    const refs: { relationTo: string; id: string | number }[] = [];
    for (const column of columns) {
      const refsOf = dataFieldUI(column.field.type)?.relatedRefs;
      if (!refsOf) continue;
      for (const doc of docs ?? []) refs.push(...refsOf(column.field, readPath(doc, column.path)));
    }
    return wantedDocs(refs);
  }, [docs, columns]);
  return useRelatedLookup(wanted);
}
