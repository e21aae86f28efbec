import type { Field } from '@atrium/core/client';

/** A collection's or global's top-level fields, split into the main column and the sidebar. */
export type FieldColumns = { main: Field[]; sidebar: Field[] };

/** Top-level fields with `admin.position: 'sidebar'` go beside the form; the rest stay in the main column. */
export function splitSidebar(fields: Field[]): FieldColumns {
  const main: Field[] = [];
  const sidebar: Field[] = [];
  for (const field of fields) (field.admin?.position === 'sidebar' ? sidebar : main).push(field);
  return { main, sidebar };
}

/**
 * Whether any field, at any depth, has a condition function. Functions never reach the browser: the client
 * config marks such a field (`admin.condition: true` or `hasCondition: true`), and the server evaluates it.
 */
export function hasConditionalFields(fields: Field[]): boolean {
  return fields.some((field) => {
    if (isMarked(field)) return true;
    if (field.type === 'tabs') return field.tabs.some((tab) => isMarked(tab) || hasConditionalFields(tab.fields));
    if (field.type === 'blocks') return field.blocks.some((block) => hasConditionalFields(block.fields));
    if ('fields' in field && Array.isArray(field.fields)) return hasConditionalFields(field.fields as Field[]);
    return false;
  });
}

const isMarked = (entry: { admin?: { condition?: unknown }; hasCondition?: boolean }) =>
  entry.hasCondition === true || entry.admin?.condition === true;
