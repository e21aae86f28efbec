import { createRowId, type DataField, type Field, flattenFields } from '@atrium/core/client';

export type Row = Record<string, unknown> & { id?: string };

/** The rows of an array or blocks value (anything else counts as none). */
export function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? (value as Row[]) : [];
}

/** `rows` with `row` inserted at `index` (the end when omitted). */
export function insertRow(rows: Row[], row: Row, index = rows.length): Row[] {
  return [...rows.slice(0, index), row, ...rows.slice(index)];
}

/** `rows` without the row at `index`. */
export function removeRow(rows: Row[], index: number): Row[] {
  return rows.filter((_, i) => i !== index);
}

/** `rows` with the row at `from` moved to `to`. */
export function moveRow(rows: Row[], from: number, to: number): Row[] {
  if (from === to || from < 0 || from >= rows.length || to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * A deep copy of a row with fresh ids for it and every nested array or blocks row, walking the row's fields
 * (a JSON field's `id` keys are data, not row ids, and stay as they are).
 */
export function copyRow(row: Row, fields: Field[], blocks?: { slug: string; fields: Field[] }[]): Row {
  const copy = structuredClone(row);
  copy.id = createRowId();
  renewNestedIds(copy, flattenFields(blocks ? (blocks.find((b) => b.slug === row.blockType)?.fields ?? []) : fields));
  return copy;
}

function renewNestedIds(data: Record<string, unknown>, fields: DataField[]): void {
  for (const field of fields) {
    const value = data[field.name];
    if (field.type === 'group' && value && typeof value === 'object') {
      renewNestedIds(value as Record<string, unknown>, field.fields as DataField[]);
    }
    if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      for (const nested of value as Row[]) {
        if (!nested || typeof nested !== 'object') continue;
        nested.id = createRowId();
        const nestedFields =
          field.type === 'array' ? field.fields : field.blocks.find((b) => b.slug === nested.blockType)?.fields;
        if (nestedFields) renewNestedIds(nested, nestedFields as DataField[]);
      }
    }
  }
}

/** A two-digit row number as the row labels show it (`1` → `01`). */
export function rowNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
