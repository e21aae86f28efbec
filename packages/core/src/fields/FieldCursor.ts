import { richTextAdapterOf } from './richText/adapter.ts';
import { isPlainObject } from './shared/isPlainObject.ts';
import type { Block, DataField, Field, Tab } from './types.ts';

type Data = Record<string, unknown>;

/** How a walk reads values; see `walkFields`. */
export type WalkOptions = {
  /** The values to walk with (document, group value or row). Without data every block's fields are visited. */
  data?: Data;
  /**
   * The stored values `data` replaces, for `previousValue`: a group's inside the stored group, a row's in the stored
   * row with the same `id` when `matchRows` is on (otherwise rows have none), rich-text fields' none.
   */
  original?: Data;
  /** Pair rows with the stored rows of the same `id` (see `original`). Defaults to `false`. */
  matchRows?: boolean;
  /** Walk the fields of a group whose value is not an object too, as if it were `{}`. Defaults to `false`. */
  walkEmptyGroups?: boolean;
  /** Path of `data` in the document (`layout.2`), for paths relative to it. Defaults to `''`. */
  path?: string;
  /** Its schema path. Defaults to `path`. */
  schemaPath?: string;
  /** The fields lie inside a localized field. Defaults to `false`. */
  isLocalized?: boolean;
  /** Also walk the fields inside rich-text values (through each field's editor). Needs `data`. Defaults to `false`. */
  richText?: boolean;
  /**
   * Called after the fields inside a visited field were walked (not for a field whose visit answered `false`): the
   * place for work that needs its inner values done first. The asynchronous walk awaits its promise.
   */
  leave?: (at: FieldCursor) => unknown;
  /** Called for every layout field and tab (row, collapsible, tabs, ui); `false` skips what is inside. */
  layout?: (visit: LayoutVisit) => unknown;
};

/** A layout field or tab the walk passes through; `parent` is the cursor of the data field around it. */
export type LayoutVisit = { node: Exclude<Field, DataField> | Tab; parent: FieldCursor | undefined };

/**
 * Where a walk stands: one cursor per nesting level, moved from field to field and from row to row. Read it
 * during the visit; a visitor that keeps it sees it move on. Paths are built only when asked for, so a walk
 * that never reads them builds no strings.
 */
export class FieldCursor {
  field!: DataField;
  /** The object holding the field's value (document, group value, row); `undefined` in a walk without data. */
  siblingData: Data | undefined;
  /** The stored object `siblingData` replaces (see `WalkOptions.original`). */
  originalData: Data | undefined;
  /** The block of the row this level belongs to (block fields only; with data, the row's block). */
  block: Block | undefined;
  /** Index of the row this level belongs to (array and blocks rows of a walk with data). */
  rowIndex: number | undefined;
  /** The field is inside a rich-text value (a block's or link's fields, reached through the field's editor). */
  readonly isInRichText: boolean;
  /** The field is inside an array or blocks row. */
  readonly isInRows: boolean;
  private fieldPath: string | undefined;
  private fieldSchemaPath: string | undefined;
  private levelPath: string | undefined;

  /** @internal Cursors are made by the walks. */
  constructor(
    /** The group, array, blocks or rich-text field around this level. */
    readonly parent: FieldCursor | undefined,
    /** @internal What follows the parent's path (and row index): a named tab's name, a rich-text group's path. */
    readonly segment: string,
    /** @internal The same in the schema path. */
    readonly schemaSegment: string,
    /** @internal The level lies inside a localized field. */
    readonly isLocalizedLevel: boolean,
    isInRows: boolean,
    isInRichText: boolean,
  ) {
    this.isInRows = isInRows;
    this.isInRichText = isInRichText;
  }

  /** The field's value (`undefined` in a walk without data). */
  get value(): unknown {
    return this.siblingData?.[this.field.name];
  }

  /** The field's stored value (see `WalkOptions.original`). */
  get previousValue(): unknown {
    return this.originalData?.[this.field.name];
  }

  /** Replaces the field's value in its sibling data. */
  set(value: unknown): void {
    if (this.siblingData) this.siblingData[this.field.name] = value;
  }

  /** Dot path in the document with row indexes: `layout.2.title`; inside rich text, `body.root.children.0.fields.title`. */
  get path(): string {
    if (this.fieldPath === undefined) {
      if (this.levelPath === undefined) {
        const row = this.rowIndex !== undefined ? String(this.rowIndex) : '';
        this.levelPath = join(join(this.parent ? this.parent.path : '', row), this.segment);
      }
      this.fieldPath = join(this.levelPath, this.field.name);
    }
    return this.fieldPath;
  }

  /**
   * The path in the config: names only, a block's slug where the row index stood (`layout.hero.title`). Fields
   * inside rich text continue from the rich-text field's schema path (`body.title`).
   */
  get schemaPath(): string {
    if (this.fieldSchemaPath === undefined) {
      const level = join(join(this.parent ? this.parent.schemaPath : '', this.block?.slug ?? ''), this.schemaSegment);
      this.fieldSchemaPath = join(level, this.field.name);
    }
    return this.fieldSchemaPath;
  }

  /** The field is stored per locale: it is localized, or lies inside a localized group, array or blocks field. */
  get isLocalized(): boolean {
    return this.isLocalizedLevel || this.field.localized === true;
  }

  /** Moves to another field of the same level. */
  at(field: DataField): this {
    this.field = field;
    this.fieldPath = undefined;
    this.fieldSchemaPath = undefined;
    return this;
  }

  /** Moves to another row (its data and block) of the same level. */
  inRow(
    siblingData: Data | undefined,
    originalData: Data | undefined,
    rowIndex: number | undefined,
    block: Block | undefined,
  ): this {
    this.siblingData = siblingData;
    this.originalData = originalData;
    this.rowIndex = rowIndex;
    this.block = block;
    this.levelPath = undefined;
    return this;
  }
}

/* The levels below a field, shared by the synchronous and the asynchronous walk. */

/** The level a walk starts at. */
export function rootLevel(options: WalkOptions): FieldCursor {
  const path = options.path ?? '';
  const level = new FieldCursor(undefined, path, options.schemaPath ?? path, options.isLocalized ?? false, false, false);
  return level.inRow(options.data, options.original, undefined, undefined);
}

/** The level inside the group at `parent`; `undefined` when a walk with data has no object there. */
export function groupLevel(parent: FieldCursor, options: WalkOptions): FieldCursor | undefined {
  let data = asObject(parent.value);
  if (options.data && !data) {
    if (!options.walkEmptyGroups) return undefined;
    data = {};
  }
  const level = new FieldCursor(parent, '', '', parent.isLocalized, parent.isInRows, parent.isInRichText);
  return level.inRow(options.data ? data : undefined, asObject(parent.previousValue), undefined, undefined);
}

/** The level of the rows of the array or blocks field at `parent`, moved to each row by `enterRow`. */
export function rowsLevel(parent: FieldCursor): FieldCursor {
  return new FieldCursor(parent, '', '', parent.isLocalized, true, parent.isInRichText);
}

/** The stored rows of the field at `parent` by `id`, when the walk matches rows (see `WalkOptions.original`). */
export function storedRows(parent: FieldCursor, options: WalkOptions): Map<unknown, Data> | undefined {
  if (!options.matchRows) return undefined;
  const previous = parent.previousValue;
  return new Map((Array.isArray(previous) ? previous : []).filter(isPlainObject).map((r) => [r.id, r]));
}

/** Moves `level` to row `row` of `field`; answers the row's fields, `undefined` for a non-object or unknown block. */
export function enterRow(
  level: FieldCursor,
  field: Extract<DataField, { type: 'array' | 'blocks' }>,
  row: unknown,
  index: number,
  stored: Map<unknown, Data> | undefined,
): Field[] | undefined {
  if (!isPlainObject(row)) return undefined;
  const block = field.type === 'blocks' ? field.blocks.find((b) => b.slug === row.blockType) : undefined;
  if (field.type === 'blocks' && !block) return undefined;
  level.inRow(row, stored?.get(row.id), index, block);
  return block ? block.fields : (field as { fields: Field[] }).fields;
}

/** The levels of the fields inside the rich-text value at `parent` (a block's, a link's), through its editor. */
export function richTextLevels(parent: FieldCursor): Array<{ fields: DataField[]; level: FieldCursor }> {
  const value = parent.value;
  if (value === undefined || value === null) return [];
  const groups = richTextAdapterOf(parent.field)?.fieldGroups?.(value);
  if (!groups?.length) return [];
  return groups.map((group) => {
    const level = new FieldCursor(parent, group.path, '', parent.isLocalized, parent.isInRows, true);
    return { fields: group.fields, level: level.inRow(group.values, undefined, undefined, undefined) };
  });
}

/** The level of a named tab, which holds its fields under its name like a group; `undefined` when data has none. */
export function tabLevel(level: FieldCursor, tab: Tab & { name: string }, options: WalkOptions): FieldCursor | undefined {
  const data = asObject(level.siblingData?.[tab.name]);
  if (options.data && !data) return undefined;
  const inner = new FieldCursor(
    level.parent,
    join(level.segment, tab.name),
    join(level.schemaSegment, tab.name),
    level.isLocalizedLevel || tab.localized === true,
    level.isInRows,
    level.isInRichText,
  );
  return inner.inRow(data, asObject(level.originalData?.[tab.name]), level.rowIndex, level.block);
}

function asObject(value: unknown): Data | undefined {
  return isPlainObject(value) ? value : undefined;
}

function join(base: string, name: string): string {
  return base && name ? `${base}.${name}` : base || name;
}
