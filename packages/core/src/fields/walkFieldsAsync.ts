import {
  enterRow,
  type FieldCursor,
  groupLevel,
  richTextLevels,
  rootLevel,
  rowsLevel,
  storedRows,
  tabLevel,
  type WalkOptions,
} from './FieldCursor.ts';

export type { FieldCursor } from './FieldCursor.ts';

import type { DataField, Field } from './types.ts';

/** Answers `false` (or a promise of it) to skip what lies inside the field. */
export type AsyncFieldVisitor = (at: FieldCursor) => unknown;

/**
 * `walkFields` for visitors that wait (field hooks, validators): the same order, levels and options; a visit's
 * promise is awaited before the walk goes on (into the field's value as the visit left it), and a visit that
 * answers at once costs no wait.
 */
export function walkFieldsAsync(fields: readonly Field[], visit: AsyncFieldVisitor, options: WalkOptions = {}): Promise<void> {
  return walkLevel(fields, rootLevel(options), visit, options);
}

async function walkLevel(
  fields: readonly Field[],
  level: FieldCursor,
  visit: AsyncFieldVisitor,
  options: WalkOptions,
): Promise<void> {
  for (const field of fields) {
    switch (field.type) {
      case 'row':
      case 'collapsible':
      case 'ui':
      case 'tabs':
        await walkLayout(field, level, visit, options);
        continue;
    }
    level.at(field);
    let answer = visit(level);
    if (answer instanceof Promise) answer = await answer;
    if (answer === false) continue;
    switch (field.type) {
      case 'group': {
        const inner = groupLevel(level, options);
        if (inner) await walkLevel(field.fields, inner, visit, options);
        break;
      }
      case 'array':
      case 'blocks':
        await walkRows(field, level, visit, options);
        break;
      case 'richText':
        if (options.richText && options.data)
          for (const group of richTextLevels(level)) await walkLevel(group.fields, group.level, visit, options);
        break;
    }
    if (options.leave) {
      const left = options.leave(level);
      if (left instanceof Promise) await left;
    }
  }
}

async function walkLayout(field: Exclude<Field, DataField>, level: FieldCursor, visit: AsyncFieldVisitor, options: WalkOptions) {
  if (options.layout?.({ node: field, parent: level.parent }) === false || field.type === 'ui') return;
  if (field.type !== 'tabs') {
    await walkLevel(field.fields, level, visit, options);
    return;
  }
  for (const tab of field.tabs) {
    if (options.layout?.({ node: tab, parent: level.parent }) === false) continue;
    const inner = tab.name ? tabLevel(level, { ...tab, name: tab.name }, options) : level;
    if (inner) await walkLevel(tab.fields, inner, visit, options);
  }
}

async function walkRows(
  field: Extract<DataField, { type: 'array' | 'blocks' }>,
  parent: FieldCursor,
  visit: AsyncFieldVisitor,
  options: WalkOptions,
) {
  const level = rowsLevel(parent);
  if (!options.data) {
    if (field.type === 'array')
      await walkLevel(field.fields, level.inRow(undefined, undefined, undefined, undefined), visit, options);
    else
      for (const block of field.blocks)
        await walkLevel(block.fields, level.inRow(undefined, undefined, undefined, block), visit, options);
    return;
  }
  const rows = parent.value;
  if (!Array.isArray(rows)) return;
  const stored = storedRows(parent, options);
  for (let i = 0; i < rows.length; i++) {
    const fields = enterRow(level, field, rows[i], i, stored);
    if (fields) await walkLevel(fields, level, visit, options);
  }
}
