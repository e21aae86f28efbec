import { richTextAdapterOf } from './richText/adapter.ts';
import { isPlainObject } from './shared/isPlainObject.ts';
import type { Block, DataField, Field, RowField, Tab } from './types.ts';

type Data = Record<string, unknown>;

/**
 * Where a walk stands: one cursor per nesting level, moved from field to field and from row to row. Read it
 * during the visit; a visitor that keeps it sees it move on. Paths are built only when asked for, so a walk
 * that never reads them builds no strings.
 */
export class FieldCursor {
  field!: DataField;
  /** The object holding the field's value (document, group value, row); `undefined` in a walk without data. */
  siblingData: Data | undefined;
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

  /** @internal Cursors are made by `walkFields`. */
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
  inRow(siblingData: Data | undefined, rowIndex: number | undefined, block: Block | undefined): this {
    this.siblingData = siblingData;
    this.rowIndex = rowIndex;
    this.block = block;
    this.levelPath = undefined;
    return this;
  }
}

/** A layout field or tab the walk passes through; `parent` is the cursor of the level it sits in. */
export type LayoutVisit = { node: Exclude<Field, DataField> | Tab; parent: FieldCursor | undefined };

/** Answers `false` to skip what lies inside the field (group fields, rows, rich-text fields); anything else goes on. */
export type FieldVisitor = (at: FieldCursor) => unknown;

export type WalkOptions = {
  /** The values to walk with (document, group value or row). Without data every block's fields are visited. */
  data?: Data;
  /** Path of `data` in the document (`layout.2`), for paths relative to it. Defaults to `''`. */
  path?: string;
  /** Its schema path. Defaults to `path`. */
  schemaPath?: string;
  /** The fields lie inside a localized field. Defaults to `false`. */
  isLocalized?: boolean;
  /** Also walk the fields inside rich-text values (through each field's editor). Needs `data`. Defaults to `false`. */
  richText?: boolean;
  /** Called for every layout field and tab (row, collapsible, tabs, ui); `false` skips what is inside. */
  layout?: (visit: LayoutVisit) => unknown;
};

/**
 * The one traversal of a field tree, depth first: `visit` sees each data field (parents before their fields)
 * with its value, paths, localization, row and block. Layout fields give their fields to their level (a named
 * tab holds its fields under its name); array and blocks rows are walked with the fields of their row (a row of
 * an unknown block type is passed over); a walk without data visits every block's fields once.
 */
export function walkFields(fields: readonly Field[], visit: FieldVisitor, options: WalkOptions = {}): void {
  const level = new FieldCursor(
    undefined,
    options.path ?? '',
    options.schemaPath ?? options.path ?? '',
    options.isLocalized ?? false,
    false,
    false,
  );
  level.inRow(options.data, undefined, undefined);
  walkLevel(fields, level, visit, options);
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
      case 'group':
        if (!options.data) walkGroup(field.fields, level, undefined, visit, options);
        else if (isPlainObject(level.value)) walkGroup(field.fields, level, level.value, visit, options);
        break;
      case 'array':
      case 'blocks':
        walkRows(field, level, visit, options);
        break;
      case 'richText':
        if (options.richText && options.data) walkRichText(level, visit, options);
        break;
    }
  }
}

function walkLayout(field: Exclude<Field, DataField>, level: FieldCursor, visit: FieldVisitor, options: WalkOptions): void {
  if (options.layout?.({ node: field, parent: level.parent }) === false) return;
  if (field.type === 'ui') return;
  if (field.type !== 'tabs') {
    walkLevel((field as RowField).fields, level, visit, options);
    return;
  }
  for (const tab of field.tabs) {
    if (options.layout?.({ node: tab, parent: level.parent }) === false) continue;
    if (!tab.name) {
      walkLevel(tab.fields, level, visit, options);
      continue;
    }
    // A named tab stores its fields under its name, like a group.
    const data = options.data ? tabData(level.siblingData, tab.name) : undefined;
    if (options.data && !data) continue;
    const tabLevel = new FieldCursor(
      level.parent,
      join(level.segment, tab.name),
      join(level.schemaSegment, tab.name),
      level.isLocalizedLevel || tab.localized === true,
      level.isInRows,
      level.isInRichText,
    );
    tabLevel.inRow(data, level.rowIndex, level.block);
    walkLevel(tab.fields, tabLevel, visit, options);
  }
}

function tabData(siblingData: Data | undefined, name: string): Data | undefined {
  const value = siblingData?.[name];
  return isPlainObject(value) ? value : undefined;
}

function walkGroup(
  fields: readonly Field[],
  parent: FieldCursor,
  data: Data | undefined,
  visit: FieldVisitor,
  options: WalkOptions,
): void {
  const level = new FieldCursor(parent, '', '', parent.isLocalized, parent.isInRows, parent.isInRichText);
  level.inRow(data, undefined, undefined);
  walkLevel(fields, level, visit, options);
}

function walkRows(
  field: Extract<DataField, { type: 'array' | 'blocks' }>,
  parent: FieldCursor,
  visit: FieldVisitor,
  options: WalkOptions,
): void {
  const level = new FieldCursor(parent, '', '', parent.isLocalized, true, parent.isInRichText);
  if (!options.data) {
    if (field.type === 'array') walkLevel(field.fields, level.inRow(undefined, undefined, undefined), visit, options);
    else for (const block of field.blocks) walkLevel(block.fields, level.inRow(undefined, undefined, block), visit, options);
    return;
  }
  const rows = parent.value;
  if (!Array.isArray(rows)) return;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!isPlainObject(row)) continue;
    if (field.type === 'array') {
      walkLevel(field.fields, level.inRow(row, i, undefined), visit, options);
      continue;
    }
    const block = field.blocks.find((b) => b.slug === row.blockType);
    if (block) walkLevel(block.fields, level.inRow(row, i, block), visit, options);
  }
}

function walkRichText(parent: FieldCursor, visit: FieldVisitor, options: WalkOptions): void {
  const value = parent.value;
  if (value === undefined || value === null) return;
  const groups = richTextAdapterOf(parent.field)?.fieldGroups?.(value);
  if (!groups?.length) return;
  for (const group of groups) {
    const level = new FieldCursor(parent, group.path, '', parent.isLocalized, parent.isInRows, true);
    level.inRow(group.values, undefined, undefined);
    walkLevel(group.fields, level, visit, options);
  }
}

function join(base: string, name: string): string {
  return base && name ? `${base}.${name}` : base || name;
}
