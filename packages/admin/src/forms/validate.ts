import { type DataField, type Field, getFieldType } from '@atrium/core/client';
import { dataFieldsOf } from '../config/dataFields.ts';
import type { TFunction } from '../i18n/translate.ts';
import type { FormStore } from './FormStore.ts';
import { getIn, joinPath, type Path } from './paths.ts';

/** What validators receive besides the value: the same arguments the server passes them. */
export type ValidationContext = {
  t: TFunction;
  user: unknown;
  operation: 'create' | 'update';
  id?: string | number;
  language: string;
  locale?: string;
};

/**
 * Runs core's built-in validator of one field in the browser, exactly as a save would on the server.
 * A field with its own `validate` function (marked `hasValidate` in the client config) is checked only by
 * the server: its function never reaches the browser.
 */
export function validateValue(
  field: DataField,
  value: unknown,
  path: Path,
  data: Record<string, unknown>,
  siblingData: Record<string, unknown>,
  context: ValidationContext,
): string | true | Promise<string | true> {
  if ((field as { hasValidate?: boolean }).hasValidate) return true;
  const definition = getFieldType(field.type);
  if (!definition) return true;
  const req = { t: context.t, user: context.user, locale: context.locale, language: context.language } as any;
  try {
    return definition.validate(value, { data, siblingData, field: field as any, req, operation: context.operation, path });
  } catch {
    // A validator that needs the server (it reached for req.db) is the server's to answer on save.
    return true;
  }
}

/** Every error of the document by path, skipping fields whose condition the server said fails. */
export async function validateForm(
  fields: Field[],
  store: FormStore,
  context: ValidationContext,
): Promise<{ path: Path; message: string }[]> {
  const data = store.getData();
  const errors: { path: Path; message: string }[] = [];
  const pending: Promise<void>[] = [];
  const walk = (list: DataField[], parent: Path, siblingData: Record<string, unknown>) => {
    for (const field of list) {
      if (!('name' in field)) continue;
      // What the form does not show or let the user change is the server's to judge (hidden fields a hook
      // fills, read-only ones): an error there could be neither seen nor fixed.
      if (field.hidden || field.admin?.hidden || field.admin?.readOnly) continue;
      const path = joinPath(parent, field.name);
      if (!store.passesCondition(path)) continue;
      const value = siblingData?.[field.name];
      const result = validateValue(field, value, path, data, siblingData ?? {}, context);
      if (result instanceof Promise) {
        pending.push(
          result.then((r) => {
            if (r !== true) errors.push({ path, message: r });
          }),
        );
      } else if (result !== true) {
        errors.push({ path, message: result });
      }
      if (field.type === 'group') walk(field.fields as DataField[], path, (value as Record<string, unknown>) ?? {});
      if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
        value.forEach((row: Record<string, unknown>, i: number) => {
          const rowFields =
            field.type === 'array'
              ? (field.fields as DataField[])
              : (field.blocks.find((b) => b.slug === row?.blockType)?.fields as DataField[]);
          if (rowFields) walk(rowFields, joinPath(path, i), row ?? {});
        });
      }
    }
  };
  walk(dataFieldsOf(fields), '', data);
  await Promise.all(pending);
  return errors;
}

/** Validates one field after it changed and stores (or clears) its client-side error. */
export async function validatePath(
  field: DataField,
  path: Path,
  store: FormStore,
  context: ValidationContext,
  siblingPath: Path,
  /** `false` when the field was only left (blurred), not changed. */
  isChange = true,
): Promise<void> {
  const data = store.getData();
  const siblingData = (siblingPath ? getIn(data, siblingPath) : data) as Record<string, unknown>;
  const result = await validateValue(field, store.getValue(path), path, data, siblingData ?? {}, context);
  const current = store.getError(path);
  // A server error stays until the user changes the value (leaving the field is no change); then the client's
  // answer replaces it.
  if (result === true) {
    if (current && (isChange || current.source !== 'server')) store.setError(path, undefined);
  } else {
    store.setError(path, { message: result, source: 'client' });
  }
}
