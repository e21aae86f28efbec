import type { Where } from '@atrium/core/client';
import type { ClientCollection } from '../../../config/index.ts';
import { textMatch } from '../../../config/textMatch.ts';

/**
 * The `where` of a relationship search: the collection's title field `like` the typed words (an exact id when
 * the collection has no title field), ANDed with the field's `filterOptions` when that is a `where` object
 * (a function stays on the server, which applies it on save). `undefined`: no condition at all.
 */
export function searchWhere(collection: ClientCollection | undefined, query: string, filterOptions?: unknown): Where | undefined {
  const filter =
    filterOptions && typeof filterOptions === 'object' && !Array.isArray(filterOptions) ? (filterOptions as Where) : undefined;
  const match = matchWhere(collection, query.trim());
  if (match && filter) return { and: [filter, match] };
  return match ?? filter;
}

function matchWhere(collection: ClientCollection | undefined, words: string): Where | undefined {
  if (!words) return undefined;
  const useAsTitle = collection?.admin.useAsTitle;
  if (collection && useAsTitle && useAsTitle !== 'id') return textMatch(collection, useAsTitle, words) ?? { id: { equals: -1 } };
  // Numeric ids: text that is not a number matches nothing (asking would be a 400).
  if (collection?.idType === 'number' && !/^\d+$/.test(words)) return { id: { equals: -1 } };
  return { id: { equals: words } };
}
