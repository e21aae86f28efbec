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

/**
 * Answers `false` to skip what lies inside the field (group fields, rows, rich-text fields), or a promise, which the
 * walk waits for before it goes on (a promise of `false` skips too); anything else goes on.
 */
export type FieldVisitor = (at: FieldCursor) => unknown;

/** What is left of a walk once a visit answered a promise; `undefined` when the walk finished at once. */
type Pending = Promise<unknown> | undefined;

/**
 * The one traversal of a field tree, depth first: `visit` sees each data field (parents before their fields)
 * with its value, paths, localization, row and block. Layout fields give their fields to their level (a named
 * tab holds its fields under its name); array and blocks rows are walked with the fields of their row (a row of
 * an unknown block type is passed over); a walk without data visits every block's fields once. Fields inside
 * rich-text values are walked too with `richText` (see `WalkOptions`).
 *
 * The walk is synchronous while the visits are (no promise is made, the read path's case). When a visit or `leave`
 * answers a promise, the walk waits for it, goes on from there (into the field's value as the visit left it) and
 * returns a promise of its end; a caller whose visits may wait awaits the result.
 */
export function walkFields(fields: readonly Field[], visit: FieldVisitor, options: WalkOptions = {}): void | Promise<void> {
  return walkLevel(fields, rootLevel(options), visit, options, 0) as Promise<void> | undefined;
}

function walkLevel(
  fields: readonly Field[],
  level: FieldCursor,
  visit: FieldVisitor,
  options: WalkOptions,
  from: number,
): Pending {
  for (let i = from; i < fields.length; i++) {
    const field = fields[i];
    let pending: Pending;
    switch (field.type) {
      case 'row':
      case 'collapsible':
      case 'ui':
      case 'tabs':
        pending = walkLayout(field, level, visit, options);
        break;
      default: {
        level.at(field);
        const answer = visit(level);
        if (answer instanceof Promise)
          pending = answer.then((settled) => (settled === false ? undefined : enter(field, level, visit, options)));
        else if (answer !== false) pending = enter(field, level, visit, options);
      }
    }
    // Only once something waits is the rest of the level a continuation (a closure and a promise); until then, a loop.
    if (pending) return pending.then(() => walkLevel(fields, level, visit, options, i + 1));
  }
  return undefined;
}

/** Walks what lies inside a visited field, then leaves it. */
function enter(field: DataField, level: FieldCursor, visit: FieldVisitor, options: WalkOptions): Pending {
  const inner = walkInside(field, level, visit, options);
  // The levels inside have cursors of their own: `level` still stands at `field` when they are done.
  if (inner) return inner.then(() => leave(level, options));
  return options.leave ? leave(level, options) : undefined;
}

function leave(level: FieldCursor, options: WalkOptions): Pending {
  const left = options.leave?.(level);
  return left instanceof Promise ? left : undefined;
}

function walkInside(field: DataField, level: FieldCursor, visit: FieldVisitor, options: WalkOptions): Pending {
  switch (field.type) {
    case 'group': {
      const inner = groupLevel(level, options);
      return inner && walkLevel(field.fields, inner, visit, options, 0);
    }
    case 'array':
    case 'blocks':
      return walkRows(field, level, visit, options);
    case 'richText':
      if (!options.richText || !options.data) return undefined;
      return inOrder(richTextLevels(level), 0, (group) => walkLevel(group.fields, group.level, visit, options, 0));
  }
  return undefined;
}

function walkLayout(field: Exclude<Field, DataField>, level: FieldCursor, visit: FieldVisitor, options: WalkOptions): Pending {
  if (options.layout?.({ node: field, parent: level.parent }) === false || field.type === 'ui') return undefined;
  if (field.type !== 'tabs') return walkLevel(field.fields, level, visit, options, 0);
  return inOrder(field.tabs, 0, (tab) => {
    if (options.layout?.({ node: tab, parent: level.parent }) === false) return undefined;
    const inner = tab.name ? tabLevel(level, { ...tab, name: tab.name }, options) : level;
    return inner && walkLevel(tab.fields, inner, visit, options, 0);
  });
}

type RowsField = Extract<DataField, { type: 'array' | 'blocks' }>;

function walkRows(field: RowsField, parent: FieldCursor, visit: FieldVisitor, options: WalkOptions): Pending {
  const level = rowsLevel(parent);
  if (!options.data) {
    if (field.type === 'array')
      return walkLevel(field.fields, level.inRow(undefined, undefined, undefined, undefined), visit, options, 0);
    return inOrder(field.blocks, 0, (block) =>
      walkLevel(block.fields, level.inRow(undefined, undefined, undefined, block), visit, options, 0),
    );
  }
  const rows = parent.value;
  if (!Array.isArray(rows)) return undefined;
  return walkRowsFrom(field, level, rows, storedRows(parent, options), 0, visit, options);
}

/** The rows from `from` on; each moves the one row level again (`enterRow`), so a walk that went on after a wait is in its row. */
function walkRowsFrom(
  field: RowsField,
  level: FieldCursor,
  rows: unknown[],
  stored: ReturnType<typeof storedRows>,
  from: number,
  visit: FieldVisitor,
  options: WalkOptions,
): Pending {
  for (let i = from; i < rows.length; i++) {
    const fields = enterRow(level, field, rows[i], i, stored);
    const pending = fields && walkLevel(fields, level, visit, options, 0);
    if (pending) return pending.then(() => walkRowsFrom(field, level, rows, stored, i + 1, visit, options));
  }
  return undefined;
}

/** Runs `step` on each item from `from` on, waiting where a step answers a promise (tabs, blocks, rich-text groups). */
function inOrder<T>(items: readonly T[], from: number, step: (item: T, index: number) => Pending): Pending {
  for (let i = from; i < items.length; i++) {
    const pending = step(items[i], i);
    if (pending) return pending.then(() => inOrder(items, i + 1, step));
  }
  return undefined;
}
