import { flattenFields } from '../fields/flattenFields.ts';
import { getFieldType } from '../fields/registry.ts';
import type { Field } from '../fields/types.ts';
import type { SanitizedConfig } from './types.ts';

type Owner = { collection?: string; global?: string; text: string };

/**
 * Runs every field type's `checkConfig` over every field of the sanitized config, sub-fields included: the
 * checks a type can only make once every collection is known (what a join's `on` names in another collection).
 */
export function checkFieldConfigs(config: SanitizedConfig): void {
  for (const collection of config.collections) {
    visit(config, collection.fields, { collection: collection.slug, text: `collection "${collection.slug}"` }, '');
  }
  for (const global of config.globals) visit(config, global.fields, { global: global.slug, text: `global "${global.slug}"` }, '');
}

function visit(config: SanitizedConfig, fields: Field[], owner: Owner, prefix: string): void {
  for (const field of flattenFields(fields)) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const check = getFieldType(field.type)?.checkConfig;
    if (check)
      check(field, { config, collection: owner.collection, global: owner.global, path: `${owner.text}, field "${path}"` });
    // Sub-fields by shape, whatever the container type: rows, groups and blocks all hold field lists.
    const nested = field as { fields?: unknown; blocks?: unknown };
    if (Array.isArray(nested.fields)) visit(config, nested.fields as Field[], owner, path);
    if (Array.isArray(nested.blocks)) {
      for (const block of nested.blocks as { slug: string; fields: Field[] }[])
        visit(config, block.fields, owner, `${path}.${block.slug}`);
    }
  }
}
