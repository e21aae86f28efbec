import type { ClientCollection } from '../../config/index.ts';
import { usePreference } from '../../preferences/usePreference.ts';

/** How a list shows its documents: rows of a table, or cards of pictures (upload collections). */
export type ListViewType = 'list' | 'grid';

/** The list's entry in the user's preferences (`collection-<slug>`), shared with the column choice. */
type ListPreference = { listViewType?: ListViewType } & Record<string, unknown>;

/**
 * Whether an upload collection's list shows as a table or a grid of thumbnails, remembered per collection in
 * the user's preferences. Other collections are always a table.
 */
export function useListViewType(collection: ClientCollection): [ListViewType, (type: ListViewType) => void] {
  const [preference, setPreference] = usePreference<ListPreference | null>(`collection-${collection.slug}`, null);
  const type = collection.upload && preference?.listViewType === 'grid' ? 'grid' : 'list';
  const setType = (next: ListViewType) => setPreference({ ...preference, listViewType: next });
  return [type, setType];
}
