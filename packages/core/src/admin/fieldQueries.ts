import type { FieldQuery, WhereOperator } from '../fields/types.ts';

/**
 * Each field type's query declaration (`fields/<type>/query.ts`, which the type's registry entry spreads), gathered
 * by the bundler from the types' folders. The admin's boot script decides from these alone how a search matches a
 * field, which fields a filter offers and which columns sort, without the validators the registry would bring into
 * the page's first inline script. Adding a type adds its folder; nothing here changes.
 *
 * `import.meta.glob` is Vite's (the admin's build and Vitest), which is why this module sits in `src/admin/`: the
 * admin's typecheck covers it, the server never loads it.
 */
const declared = import.meta.glob<FieldQuery>('../fields/*/query.ts', { eager: true, import: 'query' });

const byType = new Map<string, FieldQuery>(
  Object.entries(declared).map(([path, query]) => [path.slice('../fields/'.length, -'/query.ts'.length), query]),
);

/** The field types with a query declaration, by `type` (the registry's keys). */
export const queryTypes: readonly string[] = [...byType.keys()];

/** The where operators a field type accepts; none for a virtual type (a join), a layout type or an unknown name. */
export function operatorsOf(type: string): readonly WhereOperator[] {
  return byType.get(type)?.operators ?? [];
}

/** Whether lists can be sorted by a field (the type's `isSortable`); never by a field of an unknown type. */
export function isSortableField(field: { type: string; hasMany?: boolean; relationTo?: unknown }): boolean {
  return byType.get(field.type)?.isSortable(field) ?? false;
}
