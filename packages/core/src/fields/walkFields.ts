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
import type { DataField, Field } from './types.ts';

export { FieldCursor, type LayoutVisit, type WalkOptions } from './FieldCursor.ts';

/** Answers `false` to skip what lies inside the field (group fields, rows, rich-text fields); anything else goes on. */
export type FieldVisitor = (at: FieldCursor) => unknown;

/**
 * The one traversal of a field tree, depth first: `visit` sees each data field (parents before their fields)
 * with its value, paths, localization, row and block. Layout fields give their fields to their level (a named
 * tab holds its fields under its name); array and blocks rows are walked with the fields of their row (a row of
 * an unknown block type is passed over); a walk without data visits every block's fields once. Fields inside
 * rich-text values are walked too with `richText` (see `WalkOptions`). `walkFieldsAsync` is the same walk for
 * visitors that wait.
 */
export function walkFields(fields: readonly Field[], visit: FieldVisitor, options: WalkOptions = {}): void {
  walkLevel(fields, rootLevel(options), visit, options);
}

function walkLevel(fields: readonly Field[], level: FieldCursor, visit: FieldVisitor, options: WalkOptions): void {
  for (const field of fields) {
    switch (field.type) {
      case 'row':
      case 'collapsible':
      case 'ui':
      case 'tabs':
        walkLayout(field, level, visit, options);
        continue;
    }
    level.at(field);
    if (visit(level) === false) continue;
    switch (field.type) {
      case 'group': {
        const inner = groupLevel(level, options);
        if (inner) walkLevel(field.fields, inner, visit, options);
        break;
      }
      case 'array':
      case 'blocks':
        walkRows(field, level, visit, options);
        break;
      case 'richText':
        if (options.richText && options.data)
          for (const group of richTextLevels(level)) walkLevel(group.fields, group.level, visit, options);
        break;
    }
    options.leave?.(level);
  }
}

function walkLayout(field: Exclude<Field, DataField>, level: FieldCursor, visit: FieldVisitor, options: WalkOptions): void {
  if (options.layout?.({ node: field, parent: level.parent }) === false || field.type === 'ui') return;
  if (field.type !== 'tabs') {
    walkLevel(field.fields, level, visit, options);
    return;
  }
  for (const tab of field.tabs) {
    if (options.layout?.({ node: tab, parent: level.parent }) === false) continue;
    const inner = tab.name ? tabLevel(level, { ...tab, name: tab.name }, options) : level;
    if (inner) walkLevel(tab.fields, inner, visit, options);
  }
}

function walkRows(
  field: Extract<DataField, { type: 'array' | 'blocks' }>,
  parent: FieldCursor,
  visit: FieldVisitor,
  options: WalkOptions,
): void {
  const level = rowsLevel(parent);
  if (!options.data) {
    if (field.type === 'array') walkLevel(field.fields, level.inRow(undefined, undefined, undefined, undefined), visit, options);
    else
      for (const block of field.blocks)
        walkLevel(block.fields, level.inRow(undefined, undefined, undefined, block), visit, options);
    return;
  }
  const rows = parent.value;
  if (!Array.isArray(rows)) return;
  const stored = storedRows(parent, options);
  for (let i = 0; i < rows.length; i++) {
    const fields = enterRow(level, field, rows[i], i, stored);
    if (fields) walkLevel(fields, level, visit, options);
  }
}
