import { InvalidConfiguration } from '../errors/index.ts';
import { compileSchema } from '../fields/compileSchema.ts';
import { flattenFields } from '../fields/flattenFields.ts';
import { draftsOf, sanitizeVersions, statusField } from '../versions/versionsConfig.ts';
import { checkEndpoints } from './endpoints.ts';
import { labelFromSlug } from './sanitizeCollection.ts';
import { type FieldContext, sanitizeFields } from './sanitizeFields.ts';
import { sanitizeLockDocuments } from './sanitizeLockDocuments.ts';
import type { GlobalConfig, GlobalHooks, SanitizedGlobal } from './types.ts';

const hookNames: Array<keyof GlobalHooks> = ['beforeValidate', 'beforeChange', 'afterChange', 'beforeRead', 'afterRead'];

/** Fills a global's defaults: label from the slug, empty hook lists. */
export function sanitizeGlobal(global: GlobalConfig, ctx: Omit<FieldContext, 'owner' | 'reservedNames'>): SanitizedGlobal {
  const owner = `global "${global.slug}"`;
  const versions = sanitizeVersions(global.versions, owner, 'max');
  const fields = [
    ...sanitizeFields(global.fields, {
      ...ctx,
      owner,
      reservedNames: new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status']),
    }),
    ...(draftsOf(versions) ? sanitizeFields([statusField], { ...ctx, owner }) : []),
  ];
  const hooks = {} as Required<GlobalHooks>;
  for (const name of hookNames) {
    const list = global.hooks?.[name] ?? [];
    if (!Array.isArray(list) || list.some((h) => typeof h !== 'function')) {
      throw new InvalidConfiguration(`Invalid config: ${owner}, hooks.${name}: must be an array of functions`);
    }
    (hooks as Record<string, unknown>)[name] = [...list];
  }
  for (const [name, fn] of Object.entries(global.access ?? {})) {
    if (typeof fn !== 'function') throw new InvalidConfiguration(`Invalid config: ${owner}, access.${name}: must be a function`);
  }
  const flattenedFields = flattenFields(fields);
  return {
    ...global,
    endpoints: checkEndpoints(global.endpoints, `Invalid config: ${owner}`),
    fields,
    flattenedFields,
    fieldSchema: compileSchema(flattenedFields),
    label: global.label ?? labelFromSlug(global.slug),
    versions,
    lockDocuments: sanitizeLockDocuments(global.lockDocuments, owner),
    hooks,
    access: { ...global.access },
  };
}
