import { useMemo } from 'react';
import type { Permissions } from '../../auth/AuthProvider.tsx';
import type { ClientCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { defaultColumns, type FieldReadPermissions, filterFields, type ListField, listColumns } from '../../lists/listFields.ts';
import { usePreference } from '../../preferences/usePreference.ts';

/** What the list keeps in the user's preferences (`collection-<slug>`): the column choice, in order (Payload's shape). */
type ListPreference = { columns?: { accessor: string; active: boolean }[] };

export type ListColumns = {
  /** Every column the user may choose. */
  available: ListField[];
  /** Every field the filter builder offers. */
  filterable: ListField[];
  /** Paths of the columns shown, in order. */
  shown: string[];
  shownColumns: ListField[];
  setShown: (paths: string[]) => void;
  /** Back to `admin.defaultColumns`. */
  reset: () => void;
};

/**
 * The columns of a collection's list: those the user chose (kept in their preferences), else the
 * collection's defaults. Until the stored choice arrives (or while the preference endpoint answers
 * nothing), the defaults show.
 */
export function useListColumns(collection: ClientCollection, permissions: Permissions | undefined): ListColumns {
  const fieldPermissions = permissions?.collections[collection.slug]?.fields as FieldReadPermissions | undefined;
  const available = useMemo(() => listColumns(collection, fieldPermissions), [collection, fieldPermissions]);
  const { t } = useTranslation();
  const filterable = useMemo(
    () =>
      filterFields(collection, fieldPermissions).map((column) =>
        column.path === '_status' ? withStatusNames(column, t) : column,
      ),
    [collection, fieldPermissions, t],
  );
  const fallback = useMemo(() => defaultColumns(collection, available), [collection, available]);
  const [preference, setPreference] = usePreference<ListPreference | null>(`collection-${collection.slug}`, null);
  const shown = useMemo(() => {
    const paths = new Set(available.map((c) => c.path));
    const stored = preference?.columns?.filter((c) => c.active && paths.has(c.accessor)).map((c) => c.accessor);
    return stored?.length ? stored : fallback;
  }, [preference, available, fallback]);
  const shownColumns = useMemo(
    () => shown.map((path) => available.find((c) => c.path === path)).filter((c) => c !== undefined),
    [shown, available],
  );
  const setShown = (paths: string[]) => {
    const hidden = available.filter((c) => !paths.includes(c.path)).map((c) => ({ accessor: c.path, active: false }));
    setPreference({ ...preference, columns: [...paths.map((accessor) => ({ accessor, active: true })), ...hidden] });
  };
  const reset = () => setPreference({ ...preference, columns: undefined });
  return { available, filterable, shown, shownColumns, setShown, reset };
}

/** The draft or published status's options named in the reader's language (the column's field gives only values). */
function withStatusNames(column: ListField, t: (key: string) => string): ListField {
  const options = ['draft', 'published'].map((value) => ({ label: t(`version:${value}`), value }));
  return { ...column, field: { ...column.field, options } as ListField['field'] };
}
