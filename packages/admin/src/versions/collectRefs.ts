import type { Field } from '@atrium/core/client';
import { dataFieldUI } from '../fields/registry.ts';

type Ref = { relationTo: string; id: string | number };

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Every document a document's relationship and upload fields refer to, at any depth (groups, tabs, rows of
 * arrays and blocks), so a diff can fetch their titles once for the page.
 */
export function collectRefs(fields: readonly Field[], doc: unknown, out: Ref[] = []): Ref[] {
  const data = objectOf(doc);
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') collectRefs(field.fields, data, out);
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) collectRefs(tab.fields, tab.name ? data[tab.name] : data, out);
    } else if (field.type === 'group') collectRefs(field.fields, data[field.name], out);
    else if (field.type === 'array' || field.type === 'blocks') {
      for (const row of Array.isArray(data[field.name]) ? (data[field.name] as unknown[]) : []) {
        const rowFields =
          field.type === 'array' ? field.fields : field.blocks.find((b) => b.slug === objectOf(row).blockType)?.fields;
        if (rowFields) collectRefs(rowFields, row, out);
      }
    } else if ('name' in field) {
      const refsOf = dataFieldUI(field.type)?.relatedRefs;
      if (refsOf) out.push(...refsOf(field, data[field.name]));
    }
  }
  return out;
}
