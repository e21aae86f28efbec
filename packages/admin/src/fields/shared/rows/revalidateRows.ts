import type { DataField } from '@atrium/core/client';
import { dataFieldsOf } from '../../../config/dataFields.ts';
import type { FormStore } from '../../../forms/FormStore.ts';
import { getIn, joinPath, type Path } from '../../../forms/paths.ts';
import { type ValidationContext, validateValue } from '../../../forms/validate.ts';

type RowsField = Extract<DataField, { type: 'array' | 'blocks' }>;

/**
 * Re-checks everything inside a list of rows after rows were added, removed or moved. Errors are stored by
 * path with row indexes (`links.2.url`), so after a structural change the old ones point at the wrong rows:
 * they are dropped and the rows' fields are validated again where they now stand.
 */
export async function revalidateRows(field: RowsField, path: Path, store: FormStore, context: ValidationContext): Promise<void> {
  const data = store.getData();
  const found: { path: Path; message: string }[] = [];
  const pending: Promise<void>[] = [];
  const check = (f: DataField, at: Path, siblingData: Record<string, unknown>) => {
    const value = siblingData[f.name];
    const result = validateValue(f, value, at, data, siblingData, context);
    if (result instanceof Promise) {
      pending.push(
        result.then((r) => {
          if (r !== true) found.push({ path: at, message: r });
        }),
      );
    } else if (result !== true) {
      found.push({ path: at, message: result });
    }
    if (f.type === 'group') walk(f.fields as DataField[], at, (value as Record<string, unknown>) ?? {});
    if (f.type === 'array' || f.type === 'blocks') walkRows(f, at, value);
  };
  const walk = (fields: DataField[], parent: Path, siblingData: Record<string, unknown>) => {
    for (const f of fields) {
      const at = joinPath(parent, f.name);
      if (store.passesCondition(at)) check(f, at, siblingData);
    }
  };
  const walkRows = (f: RowsField, at: Path, value: unknown) => {
    if (!Array.isArray(value)) return;
    value.forEach((row: Record<string, unknown>, i: number) => {
      if (!row || typeof row !== 'object') return;
      const fields = f.type === 'array' ? f.fields : f.blocks.find((b) => b.slug === row.blockType)?.fields;
      if (fields) walk(dataFieldsOf(fields), joinPath(at, i), row);
    });
  };
  walkRows(field, path, getIn(data, path));
  await Promise.all(pending);
  for (const [errorPath] of store.getErrors()) {
    if (errorPath.startsWith(`${path}.`)) store.setError(errorPath, undefined);
  }
  for (const { path: at, message } of found) store.setError(at, { message, source: 'client' });
}
